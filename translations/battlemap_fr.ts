<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>Attack</name>
    <message>
        <source>out of reach (%1 ft)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>beyond long range (%1 ft)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>beyond normal range (%1 ft)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>total cover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>flanking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>flanking: expertise die</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ranged attack within the reach of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ranged attack within 5 ft of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>attacker is squeezed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>target is squeezed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>target is prone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>target is prone and more than 5 ft away</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>Calibrate Background</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Grid on the image</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Pixels per square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Offset &amp;X</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Image pixels to the left of map square (0, 0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Offset &amp;Y</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Image pixels above map square (0, 0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Or click two grid corners</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Squares between them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How many squares lie between the two corners, across or down (the larger)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Click Two Corners…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CreatureDock</name>
    <message>
        <source>Prone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Incapacitated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paralyzed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Petrified</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stunned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unconscious</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Grappled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restrained</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back-to-back (a5e)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Surprised</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Squeezed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Blinded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Charmed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deafened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Frightened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Invisible</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Poisoned</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CreatureForm</name>
    <message>
        <source>Select a creature on the map to edit it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>S&amp;pace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>from size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Squares per side of the space; overrides the size (RULES.md 1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Reach</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Melee reach in feet; "default" takes the ruleset's reach for the size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;AC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;HP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ma&amp;x HP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Temp HP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Initiative bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>T&amp;oken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Fly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>S&amp;wim</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Climb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Burrow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Con&amp;ditions</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EncounterReader</name>
    <message>
        <source>null</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the string "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a finite number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a whole number, not %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a list of two numbers [x, y]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a list of two whole numbers [x, y]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown %1 "%2" (expected %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>diagonal rule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be greater than 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is missing (it needs width and height)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be an object with width and height</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a whole number of squares, at least 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 squares is more than this version of Battlemap handles (at most %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a list of areas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be an object with type and squares or rect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>terrain type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>needs exactly one of "squares" or "rect"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be [x, y, width, height]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reaches past the map; the part off the map is ignored</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a list of [x, y] squares</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is off the map and is ignored</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a list of walls</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be an object with from and to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>door state</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be an object of feet per mode, e.g. {"walk": 30}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>can't be negative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a list of creatures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is missing (every creature needs a unique id)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>duplicate id "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>titanic is a Level Up (a5e) size; it takes a 5x5 space here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>[%1, %2] is off the %3x%4 map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the creature's %1x%1 space at [%2, %3] does not fit on the %4x%5 map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a list of condition names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" overlaps "%2"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an encounter file must hold a JSON object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is missing: this is not a Battlemap encounter file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is %1, not "battlemap-encounter": this is not a Battlemap encounter file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this file is version %1; this Battlemap reads version %2 and older. Update Battlemap to open it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a whole number from 1 to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is missing (dnd5e-2014, dnd5e-2024, a5e or pf2e)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ruleset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be an object with image, pixelsPerSquare and offset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: is a folder, not an encounter file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the file is %2 MiB; encounter files over %3 MiB are refused</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: can't read: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: can't write: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: saving failed, the old file is unchanged: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Battlemap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>C&amp;ombat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start a new, empty encounter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open an encounter file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the encounter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save the encounter under a new name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Export Map as PNG…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save a picture of the map with its tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show &amp;Reach</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shade the squares the selected creature can end its move on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select and drag creatures along their cheapest legal path (Alt: place freely)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Ruler</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measure between squares or creatures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Cover and Flanking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click an attacker, then a target: cover lines, flanking and the attack check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select &amp;Next Creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tab</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Dash</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Count the Dash action in the reach overlay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;About Battlemap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Map Editing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set &amp;Background Image…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Put an image (PNG, JPEG, WebP, SVG) under the grid, then align it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ca&amp;librate Background…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Align the background image with the grid: pixels per square and offset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Terrain &amp;Brush</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paint the picked terrain or cover object: drag over squares, Shift-drag for a rectangle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Eraser</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>E</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Erase terrain under the stroke (Shift: rectangle); start on a wall to erase walls</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Erase &amp;Picked Type Only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The eraser removes only the terrain type picked for the brush</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drag from grid corner to grid corner to draw a wall (Shift: free ends); click a door to open or close it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>D&amp;oor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shift+W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drag from grid corner to grid corner to add a closed door; click a door to open or close it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Add Creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add a Medium creature in the middle of the view (right-click the map to add it on a square)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>D&amp;uplicate Creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy the selected creature onto a free square next to it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>De&amp;lete Creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Del</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove the selected creature from the encounter</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MapRenderer</name>
    <message>
        <source>background image %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>background image %1 is %2x%3 pixels; shown downscaled</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TerrainKind</name>
    <message>
        <source>Object: half cover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Object: three-quarters cover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Object: greater cover (pf2e)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Difficult terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Greater difficult terrain (pf2e)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Blocked (solid obstacle)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Water</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Climb</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>battlemap-cli</name>
    <message>
        <source>--%1 is required for this command</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1: no creature with id "%2" in %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: "%2" is neither a creature id nor a square X,Y</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: square %2,%3 is off the %4x%5 map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, not "%4"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--attacker and --target are the same creature "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>attack needs exactly one of --melee and --range NORMAL/LONG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--range must be NORMAL/LONG or N in feet with 0 &lt; NORMAL &lt;= LONG, not "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The Battlemap rules engine on the command line. Commands:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>what to ask (see above)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the encounter (*.battlemap.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the moving creature's id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>target square X,Y (or creature id for distance)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>start square X,Y or creature id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>movement mode: walk, fly, swim, climb, burrow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>take the Dash action (doubles the budget)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>take the Disengage action (no opportunity attacks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stand up from prone before moving</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>diagonals already counted this turn (alternating rule)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>movement budget in feet (reach)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the attacking creature's id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the target creature's id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a melee attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a ranged attack with NORMAL/LONG range in feet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>summary format: text, markdown, html, pdf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>movingai: solve only the first N rows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>write to this file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no command given; try --help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>usage: movingai MAP SCEN [--limit N]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--limit must be a whole number of rows, at least 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown command "%1"; try --help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: no encounter file given (usage: %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: unexpected argument "%2"</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source> (and %n more problem(s): run validate to see them all)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>--mode must be walk, fly, swim, climb or burrow, not "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: row %2 leaves the map</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm</name>
    <message>
        <source>%1: can't read: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the file is larger than %2 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: map type "%2" is not octile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: missing or absurd width/height header (%2 x %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the header says %2 rows, the file has %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: unknown map character '%2' at row %3, column %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the first line must be "version 1" or "version 1.0"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: line %2 has %3 fields, not 9</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: line %2 is not a scenario row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: empty scenario file</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::CalibrationDialog</name>
    <message>
        <source>Fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Image %1 x %2 pixels; map %3 x %4 squares. The magenta grid shows where the map's squares fall on the image; square (0, 0) is shaded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click the button, then two corners of the grid drawn on the image, as far apart as you can see well.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click a grid corner on the image.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Now click the corner %n square(s) away (across, down or diagonally).</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>The two corners are the same point; try again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 pixels per square. Check the grid and adjust the numbers if needed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Calibrate background</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Images (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set background image</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::CoverTool</name>
    <message>
        <source>Cover: click the attacker, then the target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cover: attacker %1; now click the target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 attacks %2 (%3 ft)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cover: %1 (+%2 AC)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cover: total (can't be targeted)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is flanked by %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Impossible: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Advantage: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Disadvantage: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Target is off-guard (-2 AC)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Flanking: an expertise die</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Roll: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cover, +%2 AC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>total cover</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::CreatureActions</name>
    <message>
        <source>No free square on the map for a new creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Added %1 at (%2, %3); edit it in the Creature panel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No free space near %1 for a copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 added at (%2, %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 deleted (Undo brings it back)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add Creature Here</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::CreatureDock</name>
    <message>
        <source>Creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Party</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ally</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hostile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Neutral</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tiny</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Huge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gargantuan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Titanic (a5e)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Humanoid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Beast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dragon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Undead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Construct</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Elemental</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Giant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Monstrosity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fiend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reach</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>AC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>max HP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>temp HP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>initiative bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>walking speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>flying speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>swimming speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>climbing speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>burrowing speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>conditions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Can't change the %1 of %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select a creature on the map to edit it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>from size (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>default (%1 ft)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Custom: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::Document</name>
    <message>
        <source>Untitled encounter</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::EraserTool</name>
    <message>
        <source>Erase %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Erase terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No %1 there to erase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No terrain there to erase</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Erased terrain from %n square(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Erased %n wall(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::MainWindow</name>
    <message>
        <source>Drag a token to move it; the path, its cost and any opportunity attacks show as you drag.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Attack profile for the ruler and the cover inspector</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Attack Check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cover tool: click an attacker, then a target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reach this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1 action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>2 actions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3 actions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>within speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>with Dash</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>blue: within speed; orange: needs Dash; hatched: squeezing; ! opportunity attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cover lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>green: clear; red: wall or blocked square; orange: object; purple: creature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1[*] — Battlemap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Can't open encounter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1

%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New encounter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open Encounter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Battlemap encounters (*.battlemap.json *.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Can't save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save Encounter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Battlemap encounters (*.battlemap.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export Map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Can't export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About Battlemap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;h3&gt;Battlemap %1&lt;/h3&gt;&lt;p&gt;A battle map with exact movement, cover and flanking for D&amp;amp;D 5e (2014, 2024), Level Up A5E and Pathfinder 2e.&lt;/p&gt;&lt;p&gt;Rules text from the SRD 5.1 and 5.2 (CC-BY-4.0, Wizards of the Coast).&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is neither an encounter nor an image Battlemap can read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set background</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What the terrain brush paints</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set Background Image</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Can't use this image</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not an image Battlemap can read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no background image to calibrate: File → Set Background Image… first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Background calibrated: %1 pixels per square</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::MoveTool</name>
    <message numerus="yes">
        <source>%n action(s) (%1 ft)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %n actions: too far this turn</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>%1 / %2 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 / %2 ft, Dash</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 ft: more than %2 ft even with Dash</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 can't move (speed 0)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>, provokes %n opportunity attack(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>, squeezes %n step(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>off the map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>placed freely (GM override)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 placed at %2, %3 (GM override)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 moved: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Can't move %1 there: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::MovementEngine</name>
    <message>
        <source>no creature "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>[%1, %2] is off the map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's space does not fit on the map at [%2, %3]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 can't stand at [%2, %3]: blocked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 can't end its move at [%2, %3]: the space is taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is prone: it can only crawl 5 ft (or stand up first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has no legal path to [%2, %3]</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::RulerTool</name>
    <message>
        <source>Measure only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Melee, reach 5 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Melee, reach 10 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Thrown, 20/60 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shortbow, 80/320 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Longbow, 150/600 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Spell, 120 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: in reach</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: out of reach</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: normal range</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: long range (disadvantage)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: out of range</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>out of</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>long range</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::StrokeTool</name>
    <message>
        <source>%1 x %2 squares</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::TerrainBrushTool</name>
    <message>
        <source>Paint %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing to paint: those squares already have %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Painted %n square(s) of %1</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>bm::WallTool</name>
    <message>
        <source>The door is locked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open door</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Close door</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Door opened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Door closed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Door from (%1, %2) to (%3, %4): %5 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wall from (%1, %2) to (%3, %4): %5 ft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drag from one grid corner to another to draw a door (Shift: free ends)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drag from one grid corner to another to draw a wall (Shift: free ends)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is already a wall there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add door</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add wall</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Door added (closed); click it to open it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wall added</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>bm::mapedit</name>
    <message>
        <source>a %1x%1 space at [%2, %3] does not fit on the %4x%5 map</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A battle map for tabletop combat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>encounter to open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>save a picture of the window and quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>interface language: en, de, fr</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>