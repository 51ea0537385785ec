<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Area</name>
    <message>
        <source>sphere</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <source>cube</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>emanation</source>
        <translation>Ausstrahlung</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>Explosion</translation>
    </message>
    <message>
        <source>the size must be a positive number of feet</source>
        <translation>die Größe muss eine positive Zahl in Fuß sein</translation>
    </message>
    <message>
        <source>an area starts at a point or on a creature, not both</source>
        <translation>ein Bereich beginnt an einem Punkt oder bei einer Kreatur, nicht bei beidem</translation>
    </message>
    <message>
        <source>no creature &quot;%1&quot;</source>
        <translation>keine Kreatur „%1“</translation>
    </message>
    <message>
        <source>the origin %1,%2 is off the map</source>
        <translation>der Ursprung %1,%2 liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>the aim must be a finite point</source>
        <translation>das Ziel muss ein endlicher Punkt sein</translation>
    </message>
    <message>
        <source>pf2e has no cube: use a burst</source>
        <translation>pf2e kennt keinen Würfel: eine Explosion verwenden</translation>
    </message>
    <message>
        <source>an emanation is on a creature: give --creature</source>
        <translation>eine Ausstrahlung liegt auf einer Kreatur: --creature angeben</translation>
    </message>
    <message>
        <source>a pf2e %1 starts from a creature: give --creature</source>
        <translation>ein pf2e-%1 beginnt bei einer Kreatur: --creature angeben</translation>
    </message>
    <message>
        <source>a burst is centred on a grid point: give --origin</source>
        <translation>ein Ausbruch liegt mittig auf einem Rasterpunkt: --origin angeben</translation>
    </message>
    <message>
        <source>a cube starts at a grid point: give --origin</source>
        <translation>ein Würfel beginnt an einem Rasterpunkt: --origin angeben</translation>
    </message>
    <message>
        <source>give --origin or --creature</source>
        <translation>--origin oder --creature angeben</translation>
    </message>
    <message>
        <source>a %1 needs an aim: give --toward%2</source>
        <translation>ein %1 braucht ein Ziel: --toward%2 angeben</translation>
    </message>
    <message>
        <source> or --direction</source>
        <translation> oder --direction</translation>
    </message>
    <message>
        <source>a pf2e line is one square wide</source>
        <translation>eine Linie ist in pf2e ein Feld breit</translation>
    </message>
    <message>
        <source>the %1 is aimed at its own origin: --toward must differ from it</source>
        <translation>der %1 zielt auf seinen eigenen Ursprung: --toward muss davon abweichen</translation>
    </message>
</context>
<context>
    <name>AreaPreset</name>
    <message>
        <source>Fog Cloud</source>
        <translation>Nebelwolke</translation>
    </message>
    <message>
        <source>Darkness</source>
        <translation>Dunkelheit</translation>
    </message>
    <message>
        <source>Spike Growth</source>
        <translation>Dornenwuchs</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Stinking Cloud</source>
        <translation>Stinkende Wolke</translation>
    </message>
    <message>
        <source>Sleet Storm</source>
        <translation>Schneeregensturm</translation>
    </message>
    <message>
        <source>Entangle</source>
        <translation>Verstricken</translation>
    </message>
    <message>
        <source>Grease</source>
        <translation>Schmieren</translation>
    </message>
</context>
<context>
    <name>Attack</name>
    <message>
        <source>out of reach (%1 ft)</source>
        <translation>außer Reichweite (%1 ft)</translation>
    </message>
    <message>
        <source>beyond long range (%1 ft)</source>
        <translation>jenseits der maximalen Reichweite (%1 ft)</translation>
    </message>
    <message>
        <source>beyond normal range (%1 ft)</source>
        <translation>jenseits der normalen Reichweite (%1 ft)</translation>
    </message>
    <message>
        <source>total cover</source>
        <translation>volle Deckung</translation>
    </message>
    <message>
        <source>flanking</source>
        <translation>Flankieren</translation>
    </message>
    <message>
        <source>flanking: expertise die</source>
        <translation>Flankieren: Expertisewürfel</translation>
    </message>
    <message>
        <source>ranged attack within the reach of %1</source>
        <translation>Fernkampfangriff in der Reichweite von %1</translation>
    </message>
    <message>
        <source>ranged attack within 5 ft of %1</source>
        <translation>Fernkampfangriff höchstens 5 ft von %1 entfernt</translation>
    </message>
    <message>
        <source>attacker is squeezed</source>
        <translation>Angreifer ist eingezwängt</translation>
    </message>
    <message>
        <source>target is squeezed</source>
        <translation>Ziel ist eingezwängt</translation>
    </message>
    <message>
        <source>target is prone</source>
        <translation>Ziel ist liegend</translation>
    </message>
    <message>
        <source>target is prone and more than 5 ft away</source>
        <translation>Ziel ist liegend und mehr als 5 ft entfernt</translation>
    </message>
    <message>
        <source>attacker is incapacitated</source>
        <translation>Angreifer ist kampfunfähig</translation>
    </message>
    <message>
        <source>flanked</source>
        <translation>in die Zange genommen</translation>
    </message>
    <message>
        <source>attacker is prone</source>
        <translation>Angreifer ist liegend</translation>
    </message>
    <message>
        <source>attacker is hidden from the target</source>
        <translation>Angreifer ist vor dem Ziel versteckt</translation>
    </message>
    <message>
        <source>attacker is undetected by the target</source>
        <translation>Angreifer ist vom Ziel unbemerkt</translation>
    </message>
    <message>
        <source>attacker can&apos;t see the target</source>
        <translation>Angreifer kann das Ziel nicht sehen</translation>
    </message>
    <message>
        <source>target can&apos;t see the attacker</source>
        <translation>Ziel kann den Angreifer nicht sehen</translation>
    </message>
    <message>
        <source>target is dodging</source>
        <translation>Ziel weicht aus</translation>
    </message>
    <message>
        <source>high ground: expertise die</source>
        <translation>erhöhte Position: Expertisewürfel</translation>
    </message>
    <message>
        <source>attacker is exhausted (level %1)</source>
        <translation>Angreifer ist erschöpft (Stufe %1)</translation>
    </message>
    <message>
        <source>target is paralyzed</source>
        <translation>Ziel ist gelähmt</translation>
    </message>
    <message>
        <source>target is restrained</source>
        <translation>Ziel ist festgesetzt</translation>
    </message>
    <message>
        <source>target is unconscious</source>
        <translation>Ziel ist bewusstlos</translation>
    </message>
    <message>
        <source>target is grappled</source>
        <translation>Ziel ist gepackt</translation>
    </message>
    <message>
        <source>target is petrified</source>
        <translation>Ziel ist versteinert</translation>
    </message>
    <message>
        <source>target is stunned</source>
        <translation>Ziel ist betäubt</translation>
    </message>
    <message>
        <source>attacker is restrained</source>
        <translation>Angreifer ist festgesetzt</translation>
    </message>
    <message>
        <source>attacker is poisoned</source>
        <translation>Angreifer ist vergiftet</translation>
    </message>
    <message>
        <source>underwater: melee weapon</source>
        <translation>unter Wasser: Nahkampfwaffe</translation>
    </message>
    <message>
        <source>underwater: ranged weapon</source>
        <translation>unter Wasser: Fernkampfwaffe</translation>
    </message>
    <message>
        <source>underwater: beyond normal range (%1 ft)</source>
        <translation>unter Wasser: jenseits der normalen Reichweite (%1 ft)</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>Calibrate Background</source>
        <translation>Hintergrund kalibrieren</translation>
    </message>
    <message>
        <source>Grid on the image</source>
        <translation>Raster auf dem Bild</translation>
    </message>
    <message>
        <source>&amp;Pixels per square</source>
        <translation>&amp;Pixel pro Feld</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Offset &amp;X</source>
        <translation>Versatz &amp;X</translation>
    </message>
    <message>
        <source>Image pixels to the left of map square (0, 0)</source>
        <translation>Bildpixel links vom Kartenfeld (0, 0)</translation>
    </message>
    <message>
        <source>Offset &amp;Y</source>
        <translation>Versatz &amp;Y</translation>
    </message>
    <message>
        <source>Image pixels above map square (0, 0)</source>
        <translation>Bildpixel oberhalb vom Kartenfeld (0, 0)</translation>
    </message>
    <message>
        <source>Or click two grid corners</source>
        <translation>Oder zwei Rasterecken anklicken</translation>
    </message>
    <message>
        <source>&amp;Squares between them</source>
        <translation>&amp;Felder dazwischen</translation>
    </message>
    <message>
        <source>How many squares lie between the two corners, across or down (the larger)</source>
        <translation>Wie viele Felder zwischen den beiden Ecken liegen, waagrecht oder senkrecht (der größere Wert)</translation>
    </message>
    <message>
        <source>&amp;Click Two Corners…</source>
        <translation>Zwei &amp;Ecken anklicken…</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>&amp;Fit the grid to the image</source>
        <translation>Raster ans Bild &amp;anpassen</translation>
    </message>
    <message>
        <source>Set the map&apos;s width and height to the whole squares the image holds</source>
        <translation>Breite und Höhe der Karte auf die ganzen Felder setzen, die das Bild enthält</translation>
    </message>
</context>
<context>
    <name>Combat</name>
    <message>
        <source>%1 dies.</source>
        <translation>%1 stirbt.</translation>
    </message>
    <message>
        <source>%1 dies (%2).</source>
        <translation>%1 stirbt (%2).</translation>
    </message>
    <message>
        <source>Initiative tie at %1, roll-off: %2</source>
        <translation>Gleichstand bei Initiative %1, Stechen: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is stunned and loses %n action(s).</source>
        <translation>
            <numerusform>%1 ist betäubt und verliert %n Aktion.</numerusform>
            <numerusform>%1 ist betäubt und verliert %n Aktionen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is slowed and loses %n action(s).</source>
        <translation>
            <numerusform>%1 ist verlangsamt und verliert %n Aktion.</numerusform>
            <numerusform>%1 ist verlangsamt und verliert %n Aktionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is surprised: no move or action this turn.</source>
        <translation>%1 ist überrascht: keine Bewegung und keine Aktion in diesem Zug.</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Runde %1 (%2)</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <source>Perception</source>
        <translation>Wahrnehmung</translation>
    </message>
    <message>
        <source>Strength (Athletics)</source>
        <translation>Stärke (Athletik)</translation>
    </message>
    <message>
        <source>Deception</source>
        <translation>Täuschen</translation>
    </message>
    <message>
        <source>Wisdom (Insight)</source>
        <translation>Weisheit (Motiv erkennen)</translation>
    </message>
    <message>
        <source>Dexterity (Land Vehicles)</source>
        <translation>Geschicklichkeit (Landfahrzeuge)</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Heimlichkeit</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>Intimidation</source>
        <translation>Einschüchtern</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Darbietung</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 rolls initiative (%2): %3</source>
        <translation>%1 würfelt Initiative (%2): %3</translation>
    </message>
    <message>
        <source> (group roll, also %1)</source>
        <translation> (Gruppenwurf, auch für %1)</translation>
    </message>
    <message>
        <source>Tie order: %1 before %2</source>
        <translation>Reihenfolge bei Gleichstand: %1 vor %2</translation>
    </message>
    <message>
        <source>Combat starts (%1 combatants).</source>
        <translation>Der Kampf beginnt (%1 Beteiligte).</translation>
    </message>
    <message>
        <source>%1&apos;s initiative is %2 (entered).</source>
        <translation>Initiative von %1 ist %2 (eingegeben).</translation>
    </message>
    <message>
        <source>%1 is surprised.</source>
        <translation>%1 ist überrascht.</translation>
    </message>
    <message>
        <source>Round 1 (%1)</source>
        <translation>Runde 1 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Combat ends after %n round(s) (%1).</source>
        <translation>
            <numerusform>Der Kampf endet nach %n Runde (%1).</numerusform>
            <numerusform>Der Kampf endet nach %n Runden (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s initiative set to %2.</source>
        <translation>Initiative von %1 auf %2 gesetzt.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 takes persistent %2 damage: %3</source>
        <translation>%1 erleidet anhaltenden Schaden (%2): %3</translation>
    </message>
    <message>
        <source>Flat check %1 (DC 15): %2&apos;s %3 ends.</source>
        <translation>Pauschaler Wurf %1 (SG 15): %3 bei %2 endet.</translation>
    </message>
    <message>
        <source>Flat check %1 (DC 15): %2 continues.</source>
        <translation>Pauschaler Wurf %1 (SG 15): %2 hält an.</translation>
    </message>
    <message>
        <source>%1 is now frightened %2.</source>
        <translation>%1 ist jetzt verängstigt %2.</translation>
    </message>
    <message>
        <source>%1 is no longer surprised.</source>
        <translation>%1 ist nicht mehr überrascht.</translation>
    </message>
    <message>
        <source>Back to %1&apos;s turn (round %2).</source>
        <translation>Zurück zum Zug von %1 (Runde %2).</translation>
    </message>
    <message>
        <source>%1 joins the fight at initiative %2.</source>
        <translation>%1 tritt dem Kampf mit Initiative %2 bei.</translation>
    </message>
    <message>
        <source>%1 joins the fight.</source>
        <translation>%1 tritt dem Kampf bei.</translation>
    </message>
    <message>
        <source>%1 leaves the fight.</source>
        <translation>%1 verlässt den Kampf.</translation>
    </message>
    <message>
        <source>%1 delays.</source>
        <translation>%1 verzögert.</translation>
    </message>
    <message>
        <source>%1 stops delaying and acts next.</source>
        <translation>%1 hört auf zu verzögern und handelt als Nächstes.</translation>
    </message>
    <message>
        <source>readied action</source>
        <translation>vorbereitete Aktion</translation>
    </message>
    <message>
        <source>%1 readies: %2.</source>
        <translation>%1 bereitet vor: %2.</translation>
    </message>
    <message>
        <source>%1&apos;s readied action goes off (%2); its reaction is spent.</source>
        <translation>Die vorbereitete Aktion von %1 wird ausgelöst (%2); die Reaktion ist verbraucht.</translation>
    </message>
    <message>
        <source>%1 mounts %2; the mount acts on the rider&apos;s initiative.</source>
        <translation>%1 steigt auf %2; das Reittier handelt mit der Initiative des Reiters.</translation>
    </message>
    <message>
        <source>%1 dismounts %2.</source>
        <translation>%1 steigt von %2 ab.</translation>
    </message>
    <message>
        <source>%1 dashes.</source>
        <translation>%1 spurtet.</translation>
    </message>
    <message numerus="yes">
        <source> (%n round(s))</source>
        <translation>
            <numerusform> (%n Runde)</numerusform>
            <numerusform> (%n Runden)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 erhält %2.</translation>
    </message>
    <message>
        <source>%1 on %2 expires.</source>
        <translation>%1 auf %2 läuft ab.</translation>
    </message>
    <message>
        <source>%1 on %2 ends.</source>
        <translation>%1 auf %2 endet.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation>%1: nicht mehr %2.</translation>
    </message>
    <message>
        <source>immune</source>
        <translation>immun</translation>
    </message>
    <message>
        <source>weakness %1</source>
        <translation>Schwäche %1</translation>
    </message>
    <message>
        <source>resistance %1</source>
        <translation>Resistenz %1</translation>
    </message>
    <message>
        <source>resisted</source>
        <translation>resistent</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>verwundbar</translation>
    </message>
    <message>
        <source>resisted and vulnerable</source>
        <translation>resistent und verwundbar</translation>
    </message>
    <message>
        <source>%1 takes %2%3 damage</source>
        <translation>%1 erleidet %2%3 Schaden</translation>
    </message>
    <message>
        <source>, %1 to temporary HP</source>
        <translation>, %1 auf temporäre TP</translation>
    </message>
    <message>
        <source>%1 is dying %2.</source>
        <translation>%1 ist sterbend %2.</translation>
    </message>
    <message>
        <source>massive damage</source>
        <translation>massiver Schaden</translation>
    </message>
    <message>
        <source>%1 suffers a death save failure (%2 of 3).</source>
        <translation>%1 erleidet einen Fehlschlag beim Todesrettungswurf (%2 von 3).</translation>
    </message>
    <message>
        <source>three failed death saves</source>
        <translation>drei misslungene Todesrettungswürfe</translation>
    </message>
    <message>
        <source> (%1 HP left).</source>
        <translation> (noch %1 TP).</translation>
    </message>
    <message>
        <source>%1 falls unconscious, dying %2.</source>
        <translation>%1 wird bewusstlos, sterbend %2.</translation>
    </message>
    <message>
        <source>%1 falls unconscious and suffers a level of fatigue (%2).</source>
        <translation>%1 wird bewusstlos und erleidet eine Stufe Erschöpfung (%2).</translation>
    </message>
    <message>
        <source>%1 falls unconscious and is dying.</source>
        <translation>%1 wird bewusstlos und liegt im Sterben.</translation>
    </message>
    <message>
        <source>%1 is dead: healing has no effect.</source>
        <translation>%1 ist tot: Heilung wirkt nicht.</translation>
    </message>
    <message>
        <source>%1 regains %2 HP (%3 HP).</source>
        <translation>%1 erhält %2 TP zurück (%3 TP).</translation>
    </message>
    <message>
        <source>%1 has %2 temporary HP.</source>
        <translation>%1 hat %2 temporäre TP.</translation>
    </message>
    <message>
        <source>%1 keeps %2 temporary HP (they don&apos;t stack).</source>
        <translation>%1 behält %2 temporäre TP (sie sind nicht kumulativ).</translation>
    </message>
    <message>
        <source>%1&apos;s death save: natural 20, regains 1 HP and wakes up.</source>
        <translation>Todesrettungswurf von %1: natürliche 20, erhält 1 TP zurück und erwacht.</translation>
    </message>
    <message>
        <source>%1&apos;s death save: natural 1, two failures (%2 of 3).</source>
        <translation>Todesrettungswurf von %1: natürliche 1, zwei Fehlschläge (%2 von 3).</translation>
    </message>
    <message>
        <source>%1&apos;s death save: %2, success (%3 of 3).</source>
        <translation>Todesrettungswurf von %1: %2, Erfolg (%3 von 3).</translation>
    </message>
    <message>
        <source>%1&apos;s death save: %2, failure (%3 of 3).</source>
        <translation>Todesrettungswurf von %1: %2, Fehlschlag (%3 von 3).</translation>
    </message>
    <message>
        <source>%1 suffers a level of fatigue and of strife.</source>
        <translation>%1 erleidet je eine Stufe Erschöpfung und Zermürbung.</translation>
    </message>
    <message>
        <source>%1 is stable.</source>
        <translation>%1 ist stabil.</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>kritischer Fehlschlag</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>kritischer Erfolg</translation>
    </message>
    <message>
        <source>%1&apos;s recovery check: %2 against DC %3, %4; dying %5.</source>
        <translation>Genesungswurf von %1: %2 gegen SG %3, %4; sterbend %5.</translation>
    </message>
    <message>
        <source>%1 is stable (wounded %2).</source>
        <translation>%1 ist stabil (verwundet %2).</translation>
    </message>
    <message>
        <source>World action: %1 (Recharge %2–6).</source>
        <translation>Weltaktion: %1 (Aufladen %2–6).</translation>
    </message>
    <message>
        <source>World action: %1.</source>
        <translation>Weltaktion: %1.</translation>
    </message>
    <message>
        <source>The world acts: %1.</source>
        <translation>Die Welt handelt: %1.</translation>
    </message>
    <message>
        <source>%1 recharge: %2, regained.</source>
        <translation>%1 aufladen: %2, wieder verfügbar.</translation>
    </message>
    <message>
        <source>%1 recharge: %2, not regained.</source>
        <translation>%1 aufladen: %2, nicht verfügbar.</translation>
    </message>
    <message numerus="yes">
        <source>Countdown %1: %n d6</source>
        <translation>
            <numerusform>Countdown %1: %n W6</numerusform>
            <numerusform>Countdown %1: %n W6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Countdown %1: [%2], %3 removed, %n left.</source>
        <translation>
            <numerusform>Countdown %1: [%2], %3 entfernt, noch %n.</numerusform>
            <numerusform>Countdown %1: [%2], %3 entfernt, noch %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Countdown %1 ends.</source>
        <translation>Countdown %1 ist abgelaufen.</translation>
    </message>
    <message>
        <source>Action</source>
        <comment>turn action</comment>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Bonus Action</source>
        <comment>turn action</comment>
        <translation>Bonusaktion</translation>
    </message>
    <message>
        <source>Reaction</source>
        <comment>turn action</comment>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>Dash</source>
        <comment>turn action</comment>
        <translation>Spurten</translation>
    </message>
    <message>
        <source>Disengage</source>
        <comment>turn action</comment>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Dodge</source>
        <comment>turn action</comment>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Help</source>
        <comment>turn action</comment>
        <translation>Helfen</translation>
    </message>
    <message>
        <source>Ready</source>
        <comment>turn action</comment>
        <translation>Vorbereiten</translation>
    </message>
    <message>
        <source>Ready a Spell</source>
        <comment>turn action</comment>
        <translation>Zauber vorbereiten</translation>
    </message>
    <message>
        <source>Stand Up</source>
        <comment>turn action</comment>
        <translation>Aufstehen</translation>
    </message>
    <message>
        <source>Drop Prone</source>
        <comment>turn action</comment>
        <translation>Hinlegen</translation>
    </message>
    <message>
        <source>No creature &quot;%1&quot;.</source>
        <translation>Keine Kreatur „%1“.</translation>
    </message>
    <message>
        <source>Combat has not started.</source>
        <translation>Der Kampf hat nicht begonnen.</translation>
    </message>
    <message>
        <source>%1 is not in the fight.</source>
        <translation>%1 nimmt nicht am Kampf teil.</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 ist tot.</translation>
    </message>
    <message>
        <source>%1 is not an action in this ruleset.</source>
        <translation>%1 ist in diesem Regelwerk keine Aktion.</translation>
    </message>
    <message>
        <source>%1 is incapacitated and can&apos;t act.</source>
        <translation>%1 ist kampfunfähig und kann nicht handeln.</translation>
    </message>
    <message>
        <source>%1 has no reaction left.</source>
        <translation>%1 hat keine Reaktion mehr.</translation>
    </message>
    <message>
        <source>It is not %1&apos;s turn.</source>
        <translation>%1 ist nicht am Zug.</translation>
    </message>
    <message>
        <source>%1 is a controlled mount: it can only Dash, Disengage or Dodge.</source>
        <translation>%1 ist ein gelenktes Reittier: es kann nur spurten, sich zurückziehen oder ausweichen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n action(s) left.</source>
        <translation>
            <numerusform>%1 hat noch %n Aktion.</numerusform>
            <numerusform>%1 hat noch %n Aktionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has already used its action.</source>
        <translation>%1 hat seine Aktion schon verbraucht.</translation>
    </message>
    <message>
        <source>%1 has already used its bonus action.</source>
        <translation>%1 hat seine Bonusaktion schon verbraucht.</translation>
    </message>
    <message>
        <source>%1 can&apos;t Dash while suffering fatigue.</source>
        <translation>%1 kann mit Ermüdung nicht spurten.</translation>
    </message>
    <message>
        <source>%1 is not prone.</source>
        <translation>%1 liegt nicht am Boden.</translation>
    </message>
    <message>
        <source>%1 can&apos;t stand up at speed 0.</source>
        <translation>%1 kann bei Bewegungsrate 0 nicht aufstehen.</translation>
    </message>
    <message>
        <source>%1 has less than half its speed (%2 ft) left to stand up.</source>
        <translation>%1 hat weniger als die halbe Bewegungsrate (%2 ft) übrig, um aufzustehen.</translation>
    </message>
    <message>
        <source>%1 is already prone.</source>
        <translation>%1 liegt schon am Boden.</translation>
    </message>
    <message>
        <source>%1 can&apos;t drop prone at speed 0.</source>
        <translation>%1 kann sich bei Bewegungsrate 0 nicht hinlegen.</translation>
    </message>
    <message>
        <source>%1 is flying: dropping prone would make it fall.</source>
        <translation>%1 fliegt: sich hinzulegen ließe es abstürzen.</translation>
    </message>
    <message>
        <source>%1 takes an action.</source>
        <translation>%1 nutzt eine Aktion.</translation>
    </message>
    <message>
        <source>%1 takes a bonus action.</source>
        <translation>%1 nutzt eine Bonusaktion.</translation>
    </message>
    <message>
        <source>%1 uses its reaction.</source>
        <translation>%1 nutzt seine Reaktion.</translation>
    </message>
    <message>
        <source>%1 takes the Dash action.</source>
        <translation>%1 spurtet.</translation>
    </message>
    <message>
        <source>%1 disengages: no opportunity attacks for the rest of the turn.</source>
        <translation>%1 zieht sich zurück: keine Gelegenheitsangriffe für den Rest des Zuges.</translation>
    </message>
    <message>
        <source>%1 takes the Help action.</source>
        <translation>%1 hilft.</translation>
    </message>
    <message>
        <source>%1 helps %2.</source>
        <translation>%1 hilft %2.</translation>
    </message>
    <message>
        <source>%1 stands up.</source>
        <translation>%1 steht auf.</translation>
    </message>
    <message>
        <source>%1 drops prone.</source>
        <translation>%1 legt sich hin.</translation>
    </message>
    <message>
        <source>%1 makes an opportunity attack against %2; its reaction is spent.</source>
        <translation>%1 führt einen Gelegenheitsangriff gegen %2 aus; seine Reaktion ist verbraucht.</translation>
    </message>
    <message>
        <source>%1 falls %2 ft and lands prone.</source>
        <translation>%1 stürzt %2 ft tief und landet am Boden.</translation>
    </message>
    <message>
        <source>%1 comes down %2 ft with its mount.</source>
        <translation>%1 stürzt mit seinem Reittier %2 ft tief.</translation>
    </message>
    <message>
        <source>Falling damage: %1</source>
        <translation>Fallschaden: %1</translation>
    </message>
    <message>
        <source>%1&apos;s save to stay mounted (DC 10): %2, stays on.</source>
        <translation>Rettungswurf von %1, um im Sattel zu bleiben (SG 10): %2, bleibt oben.</translation>
    </message>
    <message>
        <source>%1&apos;s save to stay mounted (DC 10): %2, falls off.</source>
        <translation>Rettungswurf von %1, um im Sattel zu bleiben (SG 10): %2, fällt herunter.</translation>
    </message>
    <message>
        <source>No condition named.</source>
        <translation>Kein Zustand angegeben.</translation>
    </message>
    <message>
        <source>%1 goes from 0 to %2, not %3.</source>
        <translation>%1 reicht von 0 bis %2, nicht %3.</translation>
    </message>
    <message>
        <source>A condition lasts at least 1 round.</source>
        <translation>Ein Zustand dauert mindestens 1 Runde.</translation>
    </message>
    <message>
        <source>%1 is kept by the tracker: %2 is not in the fight.</source>
        <translation>%1 wird von der Initiativeleiste geführt: %2 nimmt nicht am Kampf teil.</translation>
    </message>
    <message>
        <source>%1 has 7 levels of fatigue and is doomed.</source>
        <translation>%1 hat 7 Stufen Ermüdung und ist dem Untergang geweiht.</translation>
    </message>
    <message>
        <source>%1: %2 %3.</source>
        <translation>%1: %2 %3.</translation>
    </message>
    <message>
        <source>dying %1</source>
        <translation>sterbend %1</translation>
    </message>
    <message>
        <source>exhaustion 6</source>
        <translation>Erschöpfung 6</translation>
    </message>
    <message>
        <source>dying %1, doomed %2</source>
        <translation>sterbend %1, verdammt %2</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 ist jetzt %2.</translation>
    </message>
    <message>
        <source>%1 loses concentration (%2).</source>
        <translation>%1 verliert die Konzentration (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s concentration save: %2 against DC %3, kept.</source>
        <translation>Konzentrationswurf von %1: %2 gegen SG %3, gehalten.</translation>
    </message>
    <message>
        <source>concentration save %1 against DC %2</source>
        <translation>Konzentrationswurf %1 gegen SG %2</translation>
    </message>
    <message>
        <source>%1 stays knocked out.</source>
        <translation>%1 bleibt bewusstlos.</translation>
    </message>
    <message>
        <source>%1 is dying %2 again (wounded %3).</source>
        <translation>%1 ist wieder sterbend %2 (verwundet %3).</translation>
    </message>
    <message>
        <source>dropped to 0 HP</source>
        <translation>auf 0 TP gefallen</translation>
    </message>
    <message>
        <source>%1 is knocked out: unconscious and stable, a level of fatigue (%2).</source>
        <translation>%1 wird niedergeschlagen: bewusstlos und stabil, eine Stufe Ermüdung (%2).</translation>
    </message>
    <message>
        <source>%1 is knocked out: unconscious and stable.</source>
        <translation>%1 wird niedergeschlagen: bewusstlos und stabil.</translation>
    </message>
    <message>
        <source>%1&apos;s massive damage save (DC 15): %2, failed.</source>
        <translation>Rettungswurf von %1 gegen massiven Schaden (SG 15): %2, misslungen.</translation>
    </message>
    <message>
        <source>%1&apos;s massive damage save (DC 15): %2, a level of fatigue and of strife.</source>
        <translation>Rettungswurf von %1 gegen massiven Schaden (SG 15): %2, je eine Stufe Ermüdung und Zermürbung.</translation>
    </message>
    <message>
        <source>No such rider and mount.</source>
        <translation>Diesen Reiter oder dieses Reittier gibt es nicht.</translation>
    </message>
    <message>
        <source>Rider and mount must both be in the fight.</source>
        <translation>Reiter und Reittier müssen beide am Kampf teilnehmen.</translation>
    </message>
    <message>
        <source>%1 is already mounted.</source>
        <translation>%1 sitzt schon auf.</translation>
    </message>
    <message>
        <source>%1 already has a rider.</source>
        <translation>%1 hat schon einen Reiter.</translation>
    </message>
    <message>
        <source>%1 is not at least one size larger than %2.</source>
        <translation>%1 ist nicht mindestens eine Größe größer als %2.</translation>
    </message>
    <message>
        <source>%1 is not within 5 ft of %2.</source>
        <translation>%1 ist nicht innerhalb von 5 ft um %2.</translation>
    </message>
    <message>
        <source>%1 is not mounted.</source>
        <translation>%1 sitzt nicht auf.</translation>
    </message>
    <message>
        <source>%1 may make an opportunity attack against %2.</source>
        <translation>%1 kann einen Gelegenheitsangriff gegen %2 ausführen.</translation>
    </message>
    <message>
        <source>%1&apos;s readied action (%2) lapses.</source>
        <translation>Die vorbereitete Aktion von %1 (%2) verfällt.</translation>
    </message>
    <message>
        <source>%1 takes ongoing %2 damage: %3</source>
        <translation>%1 erleidet anhaltenden %2-Schaden: %3</translation>
    </message>
    <message>
        <source>%1 is moved against its will to %2,%3.</source>
        <translation>%1 wird gegen seinen Willen nach %2,%3 bewegt.</translation>
    </message>
    <message>
        <source>%1 can&apos;t mount at speed 0.</source>
        <translation>%1 kann bei Bewegungsrate 0 nicht aufsitzen.</translation>
    </message>
    <message>
        <source>%1 can&apos;t dismount at speed 0.</source>
        <translation>%1 kann bei Bewegungsrate 0 nicht absitzen.</translation>
    </message>
    <message>
        <source>%1 has less than half its speed (%2 ft) left to mount.</source>
        <translation>%1 hat weniger als die halbe Bewegungsrate (%2 ft) übrig, um aufzusitzen.</translation>
    </message>
    <message>
        <source>%1 has less than half its speed (%2 ft) left to dismount.</source>
        <translation>%1 hat weniger als die halbe Bewegungsrate (%2 ft) übrig, um abzusitzen.</translation>
    </message>
    <message>
        <source>%1 drops to the ground.</source>
        <translation>%1 fällt zu Boden.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Constitution</source>
        <translation>Konstitution</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligenz</translation>
    </message>
    <message>
        <source>Wisdom</source>
        <translation>Weisheit</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <source>Reflex</source>
        <translation>Reflex</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <source>critical failure</source>
        <comment>saving throw</comment>
        <translation>kritischer Fehlschlag</translation>
    </message>
    <message>
        <source>failure</source>
        <comment>saving throw</comment>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>success</source>
        <comment>saving throw</comment>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>critical success</source>
        <comment>saving throw</comment>
        <translation>kritischer Erfolg</translation>
    </message>
    <message>
        <source>%1 (%2): %3 save %4 against DC %5, %6: %7%8 damage.</source>
        <translation>%1 (%2): Rettungswurf auf %3 %4 gegen SG %5, %6: %7%8 Schaden.</translation>
    </message>
    <message>
        <source>%1 (%2): %3%4 damage.</source>
        <translation>%1 (%2): %3%4 Schaden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 covers %n square(s) of the map.</source>
        <translation>
            <numerusform>%1 bedeckt %n Feld der Karte.</numerusform>
            <numerusform>%1 bedeckt %n Felder der Karte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 expires and leaves the map.</source>
        <translation>%1 läuft ab und verschwindet von der Karte.</translation>
    </message>
    <message>
        <source>%1 ends and leaves the map.</source>
        <translation>%1 endet und verschwindet von der Karte.</translation>
    </message>
    <message>
        <source>the area covers no square of the map</source>
        <translation>der Bereich deckt kein Feld der Karte ab</translation>
    </message>
    <message>
        <source>the effect needs a name</source>
        <translation>der Effekt braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 is immune to %2.</source>
        <translation>%1 ist immun gegen %2.</translation>
    </message>
    <message>
        <source>%1 (%2): total cover from the area&apos;s origin, not affected.</source>
        <translation>%1 (%2): volle Deckung zum Ursprung des Bereichs, nicht betroffen.</translation>
    </message>
    <message>
        <source>%1 (%2): fails the %3 save automatically: %4%5 damage.</source>
        <translation>%1 (%2): Rettungswurf auf %3 automatisch misslungen: %4%5 Schaden.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 save %4 (cover +%5) against DC %6, %7: %8%9 damage.</source>
        <translation>%1 (%2): Rettungswurf auf %3 %4 (Deckung +%5) gegen SG %6, %7: %8%9 Schaden.</translation>
    </message>
    <message>
        <source>%1 is no longer hidden.</source>
        <translation>%1 ist nicht mehr versteckt.</translation>
    </message>
    <message>
        <source>%1 tries to hide (Stealth %2) and fails (DC 15).</source>
        <translation>%1 versucht sich zu verstecken (Heimlichkeit %2) und scheitert (SG 15).</translation>
    </message>
    <message>
        <source>%1 sneaks (Stealth %2).</source>
        <translation>%1 schleicht (Heimlichkeit %2).</translation>
    </message>
    <message>
        <source>%1 hides (Stealth %2).</source>
        <translation>%1 versteckt sich (Heimlichkeit %2).</translation>
    </message>
    <message>
        <source>%1 searches (Perception %2).</source>
        <translation>%1 sucht (Wahrnehmung %2).</translation>
    </message>
    <message>
        <source>%1 finds %2.</source>
        <translation>%1 entdeckt %2.</translation>
    </message>
    <message>
        <source>%1 seeks (Perception %2).</source>
        <translation>%1 sucht (Wahrnehmung %2).</translation>
    </message>
    <message>
        <source>%1 notices where %2 is (hidden, no longer undetected).</source>
        <translation>%1 bemerkt, wo %2 ist (versteckt, nicht mehr unentdeckt).</translation>
    </message>
    <message>
        <source>%1 is pushed %2 ft %3 to %4,%5.</source>
        <translation>%1 wird %2 ft Richtung %3 nach %4,%5 gestoßen.</translation>
    </message>
    <message>
        <source>%1 grapples %2.</source>
        <translation>%1 packt %2.</translation>
    </message>
    <message>
        <source>%1 releases %2.</source>
        <translation>%1 lässt %2 los.</translation>
    </message>
    <message>
        <source>%1: Stealth %2</source>
        <translation>%1: Heimlichkeit %2</translation>
    </message>
    <message>
        <source>it notices none of its hostiles (%1; passive Perception %2)</source>
        <translation>es bemerkt keinen seiner Feinde (%1; passive Wahrnehmung %2)</translation>
    </message>
    <message>
        <source>%1 is hidden: it rolls Stealth for initiative (Avoid Notice).</source>
        <translation>%1 ist versteckt: es würfelt Heimlichkeit für die Initiative (Unbemerkt bleiben).</translation>
    </message>
    <message>
        <source>%1 is surprised: %2.</source>
        <translation>%1 ist überrascht: %2.</translation>
    </message>
    <message>
        <source>%1 is pushed %2 ft %3 to %4,%5: %6 stops it.</source>
        <translation>%1 wird %2 ft Richtung %3 nach %4,%5 gestoßen: %6 hält es auf.</translation>
    </message>
</context>
<context>
    <name>CombatCommands</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CreatureForm</name>
    <message>
        <source>Select a creature on the map to edit it.</source>
        <translation>Eine Kreatur auf der Karte auswählen, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation>&amp;Seite</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>S&amp;pace</source>
        <translation>&amp;Platz</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>from size</source>
        <translation>nach Größe</translation>
    </message>
    <message>
        <source>Squares per side of the space; overrides the size (RULES.md 1)</source>
        <translation>Felder pro Seite des Platzes; hat Vorrang vor der Größe (RULES.md 1)</translation>
    </message>
    <message>
        <source>&amp;Reach</source>
        <translation>&amp;Reichweite</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Melee reach in feet; &quot;default&quot; takes the ruleset&apos;s reach for the size</source>
        <translation>Nahkampfreichweite in Fuß; „Standard“ nimmt die Reichweite des Regelwerks für die Größe</translation>
    </message>
    <message>
        <source>&amp;AC</source>
        <translation>R&amp;K</translation>
    </message>
    <message>
        <source>&amp;HP</source>
        <translation>&amp;TP</translation>
    </message>
    <message>
        <source>Ma&amp;x HP</source>
        <translation>Ma&amp;x. TP</translation>
    </message>
    <message>
        <source>&amp;Temp HP</source>
        <translation>T&amp;emp. TP</translation>
    </message>
    <message>
        <source>&amp;Initiative bonus</source>
        <translation>&amp;Initiativebonus</translation>
    </message>
    <message>
        <source>T&amp;oken</source>
        <translation>T&amp;oken</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation>La&amp;ufen</translation>
    </message>
    <message>
        <source>&amp;Fly</source>
        <translation>&amp;Fliegen</translation>
    </message>
    <message>
        <source>S&amp;wim</source>
        <translation>Sch&amp;wimmen</translation>
    </message>
    <message>
        <source>&amp;Climb</source>
        <translation>K&amp;lettern</translation>
    </message>
    <message>
        <source>&amp;Burrow</source>
        <translation>Gra&amp;ben</translation>
    </message>
    <message>
        <source>Con&amp;ditions</source>
        <translation>&amp;Zustände</translation>
    </message>
    <message>
        <source>Pict&amp;ure…</source>
        <translation>Bil&amp;d…</translation>
    </message>
    <message>
        <source>Use a picture of your own (PNG, JPEG, WebP or SVG) as the token; you can also drop a picture file on the token</source>
        <translation>Ein eigenes Bild (PNG, JPEG, WebP oder SVG) als Token verwenden; man kann eine Bilddatei auch auf den Token ziehen</translation>
    </message>
    <message>
        <source>&amp;Elevation</source>
        <translation>&amp;Höhe</translation>
    </message>
    <message>
        <source>Feet above the ground (negative: below); PgUp and PgDn on the map raise and lower the selected creature 5 ft</source>
        <translation>Fuß über dem Boden (negativ: darunter); Bild↑ und Bild↓ auf der Karte heben und senken die gewählte Kreatur um 5 ft</translation>
    </message>
    <message>
        <source>Senses</source>
        <translation>Sinne</translation>
    </message>
    <message>
        <source>Dar&amp;kvision</source>
        <translation>Dun&amp;kelsicht</translation>
    </message>
    <message>
        <source>Blindsi&amp;ght</source>
        <translation>Blind&amp;sicht</translation>
    </message>
    <message>
        <source>True&amp;sight</source>
        <translation>&amp;Wahrsicht</translation>
    </message>
    <message>
        <source>Low-light &amp;vision</source>
        <translation>Dämmer&amp;sicht</translation>
    </message>
    <message>
        <source>Pathfinder 2e: dim light doesn&apos;t conceal what this creature looks at</source>
        <translation>Pathfinder 2e: Dämmerlicht verbirgt nicht, was diese Kreatur ansieht</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <source>A light the creature carries: it moves with the creature and lights the map around it (bright, then dim light beyond)</source>
        <translation>Ein Licht, das die Kreatur trägt: Es bewegt sich mit ihr und erhellt die Karte um sie herum (helles, dahinter dämmriges Licht)</translation>
    </message>
    <message>
        <source>Bright</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Radius of the bright light from the centre of the creature&apos;s space</source>
        <translation>Radius des hellen Lichts ab der Mitte des Felds der Kreatur</translation>
    </message>
    <message>
        <source>Di&amp;m</source>
        <translation>Dä&amp;mmrig</translation>
    </message>
    <message>
        <source>Dim light for this many feet beyond the bright light</source>
        <translation>Dämmriges Licht für so viele Fuß jenseits des hellen Lichts</translation>
    </message>
    <message>
        <source>Hidden from the pla&amp;yers</source>
        <translation>Vor den Spielern &amp;verborgen</translation>
    </message>
    <message>
        <source>Keep this creature off the players&apos; screens whatever the fog of war says (you see it as a ghost)</source>
        <translation>Diese Kreatur nie auf den Bildschirmen der Spieler zeigen, egal was der Kriegsnebel sagt (du siehst sie als Geist)</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source> (advantage)</source>
        <translation> (Vorteil)</translation>
    </message>
    <message>
        <source> (disadvantage)</source>
        <translation> (Nachteil)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dice expression: %2</source>
        <translation>„%1“ ist kein Würfelausdruck: %2</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; at character %2</source>
        <translation>unerwartetes „%1“ bei Zeichen %2</translation>
    </message>
    <message>
        <source>the number %1 is too large</source>
        <translation>die Zahl %1 ist zu groß</translation>
    </message>
    <message>
        <source>between 1 and %1 dice per term</source>
        <translation>zwischen 1 und %1 Würfel pro Term</translation>
    </message>
    <message>
        <source>a die has 1 to %1 sides</source>
        <translation>ein Würfel hat 1 bis %1 Seiten</translation>
    </message>
    <message>
        <source>adv</source>
        <comment>typed after a roll: advantage</comment>
        <translation>vorteil</translation>
    </message>
    <message>
        <source>advantage</source>
        <comment>typed after a roll</comment>
        <translation>vorteil</translation>
    </message>
    <message>
        <source>dis</source>
        <comment>typed after a roll: disadvantage</comment>
        <translation>nachteil</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <comment>typed after a roll</comment>
        <translation>nachteil</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: advantage and disadvantage need a d20</source>
        <translation>„%1“: Vorteil und Nachteil brauchen einen W20</translation>
    </message>
    <message>
        <source>%1 (not %2)</source>
        <comment>a d20 kept, the other dropped</comment>
        <translation>%1 (nicht %2)</translation>
    </message>
    <message>
        <source>%1 with advantage</source>
        <translation>%1 mit Vorteil</translation>
    </message>
    <message>
        <source>%1 with disadvantage</source>
        <translation>%1 mit Nachteil</translation>
    </message>
    <message>
        <source>Dice: %1 = %2</source>
        <translation>Würfel: %1 = %2</translation>
    </message>
    <message>
        <source>Dice: %1 = %2 = %3</source>
        <translation>Würfel: %1 = %2 = %3</translation>
    </message>
    <message>
        <source>the die at character %1 has no number of sides (like 2d6)</source>
        <translation>dem Würfel bei Zeichen %1 fehlt die Zahl seiner Seiten (wie 2d6)</translation>
    </message>
</context>
<context>
    <name>EncounterReader</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation>der Text „%1“</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, ist aber %1</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>must be a whole number, not %1</source>
        <translation>muss eine ganze Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, ist aber %1</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>muss ein Text sein, ist aber %1</translation>
    </message>
    <message>
        <source>must be a list of two numbers [x, y]</source>
        <translation>muss eine Liste aus zwei Zahlen [x, y] sein</translation>
    </message>
    <message>
        <source>must be a list of two whole numbers [x, y]</source>
        <translation>muss eine Liste aus zwei ganzen Zahlen [x, y] sein</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (expected %3)</source>
        <translation>%1 „%2“ ist unbekannt (erwartet: %3)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>diagonal rule</source>
        <translation>Diagonalregel</translation>
    </message>
    <message>
        <source>must be greater than 0</source>
        <translation>muss größer als 0 sein</translation>
    </message>
    <message>
        <source>is missing (it needs width and height)</source>
        <translation>fehlt (braucht width und height)</translation>
    </message>
    <message>
        <source>must be an object with width and height</source>
        <translation>muss ein Objekt mit width und height sein</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a whole number of squares, at least 1</source>
        <translation>muss eine ganze Zahl von Feldern sein, mindestens 1</translation>
    </message>
    <message>
        <source>%1 squares is more than this version of Battlemap handles (at most %2)</source>
        <translation>%1 Felder sind mehr, als diese Version von Battlemap verarbeitet (höchstens %2)</translation>
    </message>
    <message>
        <source>must be a list of areas</source>
        <translation>muss eine Liste von Bereichen sein</translation>
    </message>
    <message>
        <source>must be an object with type and squares or rect</source>
        <translation>muss ein Objekt mit type und squares oder rect sein</translation>
    </message>
    <message>
        <source>terrain type</source>
        <translation>Geländetyp</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;squares&quot; or &quot;rect&quot;</source>
        <translation>braucht genau eines von &quot;squares&quot; oder &quot;rect&quot;</translation>
    </message>
    <message>
        <source>must be [x, y, width, height]</source>
        <translation>muss [x, y, width, height] sein</translation>
    </message>
    <message>
        <source>reaches past the map; the part off the map is ignored</source>
        <translation>reicht über die Karte hinaus; der Teil außerhalb wird ignoriert</translation>
    </message>
    <message>
        <source>must be a list of [x, y] squares</source>
        <translation>muss eine Liste von Feldern [x, y] sein</translation>
    </message>
    <message>
        <source>is off the map and is ignored</source>
        <translation>liegt außerhalb der Karte und wird ignoriert</translation>
    </message>
    <message>
        <source>must be a list of walls</source>
        <translation>muss eine Liste von Wänden sein</translation>
    </message>
    <message>
        <source>must be an object with from and to</source>
        <translation>muss ein Objekt mit from und to sein</translation>
    </message>
    <message>
        <source>door state</source>
        <translation>Türzustand</translation>
    </message>
    <message>
        <source>must be an object of feet per mode, e.g. {&quot;walk&quot;: 30}</source>
        <translation>muss ein Objekt mit Fuß pro Bewegungsart sein, z. B. {&quot;walk&quot;: 30}</translation>
    </message>
    <message>
        <source>can&apos;t be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <source>must be a list of creatures</source>
        <translation>muss eine Liste von Kreaturen sein</translation>
    </message>
    <message>
        <source>is missing (every creature needs a unique id)</source>
        <translation>fehlt (jede Kreatur braucht eine eindeutige id)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>doppelte id „%1“</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>titanic is a Level Up (a5e) size; it takes a 5x5 space here</source>
        <translation>titanic ist eine Größe aus Level Up (a5e); sie belegt hier 5x5 Felder</translation>
    </message>
    <message>
        <source>[%1, %2] is off the %3x%4 map</source>
        <translation>[%1, %2] liegt außerhalb der %3x%4-Karte</translation>
    </message>
    <message>
        <source>the creature&apos;s %1x%1 space at [%2, %3] does not fit on the %4x%5 map</source>
        <translation>der %1x%1-Platz der Kreatur bei [%2, %3] passt nicht auf die %4x%5-Karte</translation>
    </message>
    <message>
        <source>must be a list of condition names</source>
        <translation>muss eine Liste von Zustandsnamen sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; overlaps &quot;%2&quot;</source>
        <translation>„%1“ überlappt „%2“</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>kein gültiges JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>an encounter file must hold a JSON object</source>
        <translation>eine Begegnungsdatei muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>is missing: this is not a Battlemap encounter file</source>
        <translation>fehlt: dies ist keine Battlemap-Begegnungsdatei</translation>
    </message>
    <message>
        <source>is %1, not &quot;battlemap-encounter&quot;: this is not a Battlemap encounter file</source>
        <translation>ist %1, nicht &quot;battlemap-encounter&quot;: dies ist keine Battlemap-Begegnungsdatei</translation>
    </message>
    <message>
        <source>this file is version %1; this Battlemap reads version %2 and older. Update Battlemap to open it</source>
        <translation>diese Datei hat Version %1; dieses Battlemap liest Version %2 und älter. Zum Öffnen Battlemap aktualisieren</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to %1</source>
        <translation>muss eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>is missing (dnd5e-2014, dnd5e-2024, a5e or pf2e)</source>
        <translation>fehlt (dnd5e-2014, dnd5e-2024, a5e oder pf2e)</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>must be an object with image, pixelsPerSquare and offset</source>
        <translation>muss ein Objekt mit image, pixelsPerSquare und offset sein</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1: is a folder, not an encounter file</source>
        <translation>%1: ist ein Ordner, keine Begegnungsdatei</translation>
    </message>
    <message>
        <source>%1: the file is %2 MiB; encounter files over %3 MiB are refused</source>
        <translation>%1: die Datei ist %2 MiB groß; Begegnungsdateien über %3 MiB werden abgelehnt</translation>
    </message>
    <message>
        <source>%1: can&apos;t read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: can&apos;t write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: saving failed, the old file is unchanged: %2</source>
        <translation>%1: Speichern fehlgeschlagen, die alte Datei ist unverändert: %2</translation>
    </message>
    <message numerus="yes">
        <source>too many creature squares to check them all for overlaps; checked the first %n creature(s)</source>
        <translation>
            <numerusform>zu viele Kreaturenfelder, um alle auf Überlappungen zu prüfen; nur %n Kreatur wurde geprüft</numerusform>
            <numerusform>zu viele Kreaturenfelder, um alle auf Überlappungen zu prüfen; nur die ersten %n Kreaturen wurden geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>must be a creature id</source>
        <translation>muss eine Kreaturen-ID sein</translation>
    </message>
    <message>
        <source>must be &quot;start&quot; or &quot;end&quot;, not &quot;%1&quot;</source>
        <translation>muss „start“ oder „end“ sein, nicht „%1“</translation>
    </message>
    <message>
        <source>must be a string or an object</source>
        <translation>muss eine Zeichenkette oder ein Objekt sein</translation>
    </message>
    <message>
        <source>light level</source>
        <translation>Lichtstufe</translation>
    </message>
    <message>
        <source>obscurement</source>
        <translation>Sichtbehinderung</translation>
    </message>
    <message>
        <source>must be a list of lights</source>
        <translation>muss eine Liste von Lichtern sein</translation>
    </message>
    <message>
        <source>must be an object with at, bright and dim</source>
        <translation>muss ein Objekt mit at, bright und dim sein</translation>
    </message>
    <message>
        <source>is too far off the map</source>
        <translation>liegt zu weit außerhalb der Karte</translation>
    </message>
    <message>
        <source>must be an object of feet per sense, e.g. {&quot;darkvision&quot;: 60}</source>
        <translation>muss ein Objekt mit Fuß pro Sinn sein, z. B. {&quot;darkvision&quot;: 60}</translation>
    </message>
    <message>
        <source>must be one of %1, not &quot;%2&quot;</source>
        <translation>muss eines von %1 sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1000000</source>
        <translation>muss eine Zahl von 0 bis 1000000 sein</translation>
    </message>
    <message>
        <source>must be an object with bright and dim in feet, e.g. {&quot;bright&quot;: 20, &quot;dim&quot;: 20}</source>
        <translation>muss ein Objekt mit bright und dim in Fuß sein, z. B. {&quot;bright&quot;: 20, &quot;dim&quot;: 20}</translation>
    </message>
    <message>
        <source>is missing (a dice expression such as &quot;1d6+2&quot;)</source>
        <translation>fehlt (ein Würfelausdruck wie &quot;1d6+2&quot;)</translation>
    </message>
    <message>
        <source>must be a list of attacks</source>
        <translation>muss eine Liste von Angriffen sein</translation>
    </message>
    <message>
        <source>must be an object with name, kind, bonus and damage</source>
        <translation>muss ein Objekt mit name, kind, bonus und damage sein</translation>
    </message>
    <message>
        <source>is missing (melee or ranged)</source>
        <translation>fehlt (melee oder ranged)</translation>
    </message>
    <message>
        <source>attack kind</source>
        <translation>Angriffsart</translation>
    </message>
    <message>
        <source>must be [normal, long] in feet or one number</source>
        <translation>muss [normal, long] in Fuß oder eine Zahl sein</translation>
    </message>
    <message>
        <source>needs 0 &lt; normal &lt;= long (at most 1000000 ft)</source>
        <translation>braucht 0 &lt; normal &lt;= long (höchstens 1000000 ft)</translation>
    </message>
    <message>
        <source>is missing: a ranged attack needs its range</source>
        <translation>fehlt: ein Fernkampfangriff braucht seine Reichweite</translation>
    </message>
    <message>
        <source>must be a list of {dice, type}</source>
        <translation>muss eine Liste von {dice, type} sein</translation>
    </message>
    <message>
        <source>must be an object with dice and type</source>
        <translation>muss ein Objekt mit dice und type sein</translation>
    </message>
    <message>
        <source>must be an object of bonuses, e.g. {&quot;dex&quot;: 2}</source>
        <translation>muss ein Objekt mit Boni sein, z. B. {&quot;dex&quot;: 2}</translation>
    </message>
    <message>
        <source>is not a saving throw (str, dex, con, int, wis, cha; pf2e fortitude, reflex, will); kept but not used</source>
        <translation>ist kein Rettungswurf (str, dex, con, int, wis, cha; pf2e fortitude, reflex, will); behalten, aber nicht verwendet</translation>
    </message>
    <message>
        <source>must be an object of damage type to value, e.g. {&quot;fire&quot;: 5} (pf2e)</source>
        <translation>muss ein Objekt von Schadensart zu Wert sein, z. B. {&quot;fire&quot;: 5} (pf2e)</translation>
    </message>
    <message>
        <source>must be a list of damage types, e.g. [&quot;fire&quot;, &quot;nonmagical slashing&quot;]</source>
        <translation>muss eine Liste von Schadensarten sein, z. B. [&quot;fire&quot;, &quot;nonmagical slashing&quot;]</translation>
    </message>
    <message>
        <source>must be a list of damage types, e.g. [&quot;poison&quot;]</source>
        <translation>muss eine Liste von Schadensarten sein, z. B. [&quot;poison&quot;]</translation>
    </message>
    <message>
        <source>must be a list of condition ids, e.g. [&quot;poisoned&quot;]</source>
        <translation>muss eine Liste von Zustands-IDs sein, z. B. [&quot;poisoned&quot;]</translation>
    </message>
    <message>
        <source>must be a list of creature ids</source>
        <translation>muss eine Liste von Kreaturen-IDs sein</translation>
    </message>
    <message>
        <source>is missing (the Stealth total)</source>
        <translation>fehlt (das Ergebnis des Heimlichkeitswurfs)</translation>
    </message>
    <message>
        <source>must be an object {stealth, foundBy, sneak}</source>
        <translation>muss ein Objekt {stealth, foundBy, sneak} sein</translation>
    </message>
    <message>
        <source>no creature has the id &quot;%1&quot;</source>
        <translation>keine Kreatur hat die ID „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; doesn&apos;t have the grappled condition</source>
        <translation>„%1“ ist nicht im Zustand gepackt</translation>
    </message>
</context>
<context>
    <name>EncounterSettingsDialog</name>
    <message>
        <source>Encounter Settings</source>
        <translation>Begegnungseinstellungen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>&amp;Grid (squares):</source>
        <translation>&amp;Raster (Felder):</translation>
    </message>
    <message>
        <source>Grid width</source>
        <translation>Rasterbreite</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Grid height</source>
        <translation>Rasterhöhe</translation>
    </message>
    <message>
        <source>&amp;Square size:</source>
        <translation>&amp;Feldgröße:</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>&amp;Diagonals:</source>
        <translation>&amp;Diagonalen:</translation>
    </message>
    <message>
        <source>&amp;Flanking:</source>
        <translation>&amp;Flankieren:</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>Runden&amp;länge:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Ambient l&amp;ight:</source>
        <translation>&amp;Umgebungslicht:</translation>
    </message>
    <message>
        <source>The light everywhere before the map&apos;s lights (RULES.md 12): a sunny meadow is bright, a dungeon dark</source>
        <translation>Das Licht überall, vor den Lichtquellen der Karte (RULES.md 12): eine sonnige Wiese ist hell, ein Verlies dunkel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Battlemap</source>
        <translation>Battlemap</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>&amp;Creature</source>
        <translation>K&amp;reatur</translation>
    </message>
    <message>
        <source>C&amp;ombat</source>
        <translation>Ka&amp;mpf</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start a new, empty encounter</source>
        <translation>Eine neue, leere Begegnung beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open an encounter file</source>
        <translation>Eine Begegnungsdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the encounter</source>
        <translation>Die Begegnung speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the encounter under a new name</source>
        <translation>Die Begegnung unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Export Map as PNG…</source>
        <translation>Karte als PNG &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save a picture of the map with its tokens</source>
        <translation>Ein Bild der Karte mit ihren Tokens speichern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>&amp;Ganze Karte</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show &amp;Reach</source>
        <translation>Bewegungs&amp;radius</translation>
    </message>
    <message>
        <source>Shade the squares the selected creature can end its move on</source>
        <translation>Die Felder schattieren, auf denen die gewählte Kreatur ihre Bewegung beenden kann</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Bewegen</translation>
    </message>
    <message>
        <source>&amp;Ruler</source>
        <translation>&amp;Lineal</translation>
    </message>
    <message>
        <source>Measure between squares or creatures</source>
        <translation>Zwischen Feldern oder Kreaturen messen</translation>
    </message>
    <message>
        <source>&amp;Cover and Flanking</source>
        <translation>&amp;Deckung und Flankieren</translation>
    </message>
    <message>
        <source>Click an attacker, then a target: cover lines, flanking and the attack check</source>
        <translation>Erst einen Angreifer, dann ein Ziel anklicken: Deckungslinien, Flankieren und Angriffsprüfung</translation>
    </message>
    <message>
        <source>Select &amp;Next Creature</source>
        <translation>&amp;Nächste Kreatur auswählen</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>&amp;Dash</source>
        <translation>&amp;Spurt</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>&amp;About Battlemap</source>
        <translation>&amp;Über Battlemap</translation>
    </message>
    <message>
        <source>Map Editing</source>
        <translation>Kartenbearbeitung</translation>
    </message>
    <message>
        <source>Set &amp;Background Image…</source>
        <translation>&amp;Hintergrundbild festlegen…</translation>
    </message>
    <message>
        <source>Put an image (PNG, JPEG, WebP, SVG) under the grid, then align it</source>
        <translation>Ein Bild (PNG, JPEG, WebP, SVG) unter das Raster legen und dann ausrichten</translation>
    </message>
    <message>
        <source>Ca&amp;librate Background…</source>
        <translation>Hintergrund &amp;kalibrieren…</translation>
    </message>
    <message>
        <source>Align the background image with the grid: pixels per square and offset</source>
        <translation>Das Hintergrundbild am Raster ausrichten: Pixel pro Feld und Versatz</translation>
    </message>
    <message>
        <source>Terrain &amp;Brush</source>
        <translation>&amp;Geländepinsel</translation>
    </message>
    <message>
        <source>Paint the picked terrain or cover object: drag over squares, Shift-drag for a rectangle</source>
        <translation>Das gewählte Gelände oder Deckungsobjekt malen: über Felder ziehen, mit Umschalt ein Rechteck</translation>
    </message>
    <message>
        <source>&amp;Eraser</source>
        <translation>&amp;Radiergummi</translation>
    </message>
    <message>
        <source>Erase terrain under the stroke (Shift: rectangle); start on a wall to erase walls</source>
        <translation>Gelände unter dem Strich radieren (Umschalt: Rechteck); auf einer Wand beginnen, um Wände zu radieren</translation>
    </message>
    <message>
        <source>Erase &amp;Picked Type Only</source>
        <translation>Nur gewählten &amp;Typ radieren</translation>
    </message>
    <message>
        <source>The eraser removes only the terrain type picked for the brush</source>
        <translation>Der Radiergummi entfernt nur den für den Pinsel gewählten Geländetyp</translation>
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation>&amp;Wand</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner to draw a wall (Shift: free ends); click a door to open or close it</source>
        <translation>Von Rasterecke zu Rasterecke ziehen, um eine Wand zu zeichnen (Umschalt: freie Enden); eine Tür anklicken, um sie zu öffnen oder zu schließen</translation>
    </message>
    <message>
        <source>D&amp;oor</source>
        <translation>T&amp;ür</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner to add a closed door; click a door to open or close it</source>
        <translation>Von Rasterecke zu Rasterecke ziehen, um eine geschlossene Tür hinzuzufügen; eine Tür anklicken, um sie zu öffnen oder zu schließen</translation>
    </message>
    <message>
        <source>&amp;Add Creature</source>
        <translation>Kreatur &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Ins</source>
        <translation>Ins</translation>
    </message>
    <message>
        <source>Add a Medium creature in the middle of the view (right-click the map to add it on a square)</source>
        <translation>Eine mittelgroße Kreatur in der Mitte der Ansicht hinzufügen (Rechtsklick auf die Karte setzt sie auf ein Feld)</translation>
    </message>
    <message>
        <source>D&amp;uplicate Creature</source>
        <translation>Kreatur &amp;duplizieren</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Copy the selected creature onto a free square next to it</source>
        <translation>Die gewählte Kreatur auf ein freies Nachbarfeld kopieren</translation>
    </message>
    <message>
        <source>De&amp;lete Creature</source>
        <translation>Kreatur &amp;löschen</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Remove the selected creature from the encounter</source>
        <translation>Die gewählte Kreatur aus der Begegnung entfernen</translation>
    </message>
    <message>
        <source>Export Su&amp;mmary</source>
        <translation>Zusammenfassung e&amp;xportieren</translation>
    </message>
    <message>
        <source>Page Set&amp;up…</source>
        <translation>Seite ein&amp;richten…</translation>
    </message>
    <message>
        <source>Paper size, orientation and margins for printed and PDF summaries</source>
        <translation>Papierformat, Ausrichtung und Ränder für gedruckte und PDF-Zusammenfassungen</translation>
    </message>
    <message>
        <source>&amp;Print Summary…</source>
        <translation>Zusammenfassung &amp;drucken…</translation>
    </message>
    <message>
        <source>Print the encounter summary: map, initiative order, tactical notes and log</source>
        <translation>Die Zusammenfassung der Begegnung drucken: Karte, Initiativereihenfolge, taktische Hinweise und Protokoll</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>Als &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the encounter summary as a PDF</source>
        <translation>Die Zusammenfassung der Begegnung als PDF speichern</translation>
    </message>
    <message>
        <source>&amp;HTML…</source>
        <translation>Als &amp;HTML…</translation>
    </message>
    <message>
        <source>Save the encounter summary as a web page with the map embedded</source>
        <translation>Die Zusammenfassung der Begegnung als Webseite mit eingebetteter Karte speichern</translation>
    </message>
    <message>
        <source>&amp;Markdown…</source>
        <translation>Als &amp;Markdown…</translation>
    </message>
    <message>
        <source>Save the encounter summary as Markdown text</source>
        <translation>Die Zusammenfassung der Begegnung als Markdown-Text speichern</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>A short guide to running an encounter</source>
        <translation>Eine kurze Anleitung, wie man eine Begegnung leitet</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key the window knows, read from its menus and tools</source>
        <translation>Jede Taste, die das Fenster kennt, aus seinen Menüs und Werkzeugen gelesen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Encounter &amp;Settings…</source>
        <translation>Begegnungs&amp;einstellungen…</translation>
    </message>
    <message>
        <source>The ruleset, the grid, the square size, diagonals, flanking and the round length</source>
        <translation>Regelwerk, Raster, Feldgröße, Diagonalen, Flankieren und Rundenlänge</translation>
    </message>
    <message>
        <source>&amp;Raise 5 ft</source>
        <translation>5 ft höhe&amp;r</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>The selected creature 5 ft higher (flying, climbing, on a ledge)</source>
        <translation>Die gewählte Kreatur 5 ft höher (fliegend, kletternd, auf einem Vorsprung)</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
    <message>
        <source>The selected creature 5 ft lower (below 0: under the ground)</source>
        <translation>Die gewählte Kreatur 5 ft tiefer (unter 0: unter der Erde)</translation>
    </message>
    <message>
        <source>Lo&amp;wer 5 ft</source>
        <translation>5 ft tie&amp;fer</translation>
    </message>
    <message>
        <source>&amp;Area Template</source>
        <translation>&amp;Flächenschablone</translation>
    </message>
    <message>
        <source>Press at an area&apos;s origin and drag to aim: the squares and creatures in a sphere, cone, line, cube or emanation</source>
        <translation>Am Ursprung eines Flächeneffekts drücken und zum Zielen ziehen: die Felder und Kreaturen in einer Kugel, einem Kegel, einer Linie, einem Würfel oder einer Ausstrahlung</translation>
    </message>
    <message>
        <source>Li&amp;ghts</source>
        <translation>Lichtq&amp;uellen</translation>
    </message>
    <message>
        <source>Click to place a light (the preset beside the tool), drag to move it, Shift+drag to size it, right-click to remove it</source>
        <translation>Klicken setzt eine Lichtquelle (die Vorgabe neben dem Werkzeug), Ziehen verschiebt sie, Umschalt+Ziehen ändert ihre Größe, Rechtsklick entfernt sie</translation>
    </message>
    <message>
        <source>Show Li&amp;ghting</source>
        <translation>Beleuch&amp;tung zeigen</translation>
    </message>
    <message>
        <source>Shift+L</source>
        <translation>Shift+L</translation>
    </message>
    <message>
        <source>Shade dim and dark squares: the light from the ambient light and the map&apos;s lights</source>
        <translation>Dämmrige und dunkle Felder schattieren: das Licht aus Umgebungslicht und den Lichtquellen der Karte</translation>
    </message>
    <message>
        <source>Lin&amp;k the Background Image (Don&apos;t Embed It)</source>
        <translation>Hintergrundbild ver&amp;knüpfen (nicht einbetten)</translation>
    </message>
    <message>
        <source>Save the background as a path next to the encounter instead of inside the file (for huge maps; the file no longer travels alone)</source>
        <translation>Den Hintergrund als Pfad neben der Begegnung speichern statt in der Datei (für riesige Karten; die Datei reist dann nicht mehr allein)</translation>
    </message>
</context>
<context>
    <name>MapEdit</name>
    <message>
        <source>a %1x%1 space at [%2, %3] does not fit on the %4x%5 map</source>
        <translation>ein %1x%1-Platz bei [%2, %3] passt nicht auf die %4x%5-Karte</translation>
    </message>
    <message>
        <source>the grid must be 1 to %1 squares on a side, not %2x%3</source>
        <translation>das Raster muss je Seite 1 bis %1 Felder haben, nicht %2x%3</translation>
    </message>
    <message>
        <source>a square must be more than 0 and at most 1000 ft, not %1</source>
        <translation>ein Feld muss mehr als 0 und höchstens 1000 ft groß sein, nicht %1</translation>
    </message>
    <message>
        <source>a round must last more than 0 seconds</source>
        <translation>eine Runde muss länger als 0 Sekunden dauern</translation>
    </message>
    <message>
        <source>%1 stands at [%2, %3], outside a %4x%5 grid: move it first</source>
        <translation>%1 steht auf [%2, %3], außerhalb eines %4x%5-Rasters: zuerst verschieben</translation>
    </message>
</context>
<context>
    <name>MapImport</name>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import Map</source>
        <translation>Karte importieren</translation>
    </message>
</context>
<context>
    <name>MapRenderer</name>
    <message>
        <source>background image %1: %2</source>
        <translation>Hintergrundbild %1: %2</translation>
    </message>
    <message>
        <source>background image %1 is %2x%3 pixels; shown downscaled</source>
        <translation>Hintergrundbild %1 hat %2x%3 Pixel; wird verkleinert angezeigt</translation>
    </message>
    <message>
        <source>background image %1 is %2x%3 pixels, more than Battlemap can read (%4 megapixels); shrink it in an image editor</source>
        <translation>Hintergrundbild %1 hat %2x%3 Pixel, mehr als Battlemap lesen kann (%4 Megapixel); bitte in einem Bildprogramm verkleinern</translation>
    </message>
    <message>
        <source>%1: there is no image to write</source>
        <translation>%1: es gibt kein Bild zum Schreiben</translation>
    </message>
    <message>
        <source>%1: can&apos;t write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: can&apos;t write the image: %2</source>
        <translation>%1: das Bild kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: saving failed, the old file is unchanged: %2</source>
        <translation>%1: Speichern fehlgeschlagen, die alte Datei ist unverändert: %2</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1 is a %2 image, and this installation can&apos;t decode %2 (Qt&apos;s image format plugins are missing: install qt6-image-formats-plugins)</source>
        <translation>%1 ist ein %2-Bild, und diese Installation kann %2 nicht dekodieren (Qts Bildformat-Plugins fehlen: installieren Sie qt6-image-formats-plugins)</translation>
    </message>
    <message>
        <source>%1 can&apos;t be read as an image (%2)</source>
        <translation>%1 kann nicht als Bild gelesen werden (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n round(s)</source>
        <translation>
            <numerusform>%1 · %n Runde</numerusform>
            <numerusform>%1 · %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MonsterLibrary</name>
    <message>
        <source>speed.hover: must be true or false</source>
        <translation>speed.hover: muss true oder false sein</translation>
    </message>
    <message>
        <source>speed.%1: &quot;%2&quot; is not a speed such as &quot;30 ft.&quot;</source>
        <translation>speed.%1: „%2“ ist keine Geschwindigkeit wie „30 ft.“</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>the monster file must be a list</source>
        <translation>die Monsterdatei muss eine Liste sein</translation>
    </message>
    <message>
        <source>name: is missing</source>
        <translation>name: fehlt</translation>
    </message>
    <message>
        <source>size: unknown size &quot;%1&quot;</source>
        <translation>size: unbekannte Größe „%1“</translation>
    </message>
    <message>
        <source>a creature template must be a JSON object</source>
        <translation>eine Kreaturvorlage muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>format: not a Battlemap creature template</source>
        <translation>format: keine Battlemap-Kreaturvorlage</translation>
    </message>
    <message>
        <source>version: made by a newer Battlemap (version %1)</source>
        <translation>version: von einem neueren Battlemap erstellt (Version %1)</translation>
    </message>
    <message>
        <source>creature: is missing</source>
        <translation>creature: fehlt</translation>
    </message>
    <message>
        <source>the bundled SRD monster file is missing: %1</source>
        <translation>Die mitgelieferte SRD-Monsterdatei fehlt: %1</translation>
    </message>
    <message>
        <source>senses: %1 &quot;%2&quot; has no distance</source>
        <translation>Sinne: %1 „%2“ nennt keine Entfernung</translation>
    </message>
    <message>
        <source>senses: %1 &quot;%2&quot; read as %3 ft.</source>
        <translation>Sinne: %1 „%2“ gelesen als %3 ft.</translation>
    </message>
    <message>
        <source>senses: tremorsense %1 is not modelled</source>
        <translation>Sinne: Erschütterungssinn %1 wird nicht abgebildet</translation>
    </message>
    <message>
        <source>defences: &quot;%1&quot; kept as written (shown, not applied)</source>
        <translation>Abwehr: „%1“ wie geschrieben übernommen (angezeigt, nicht angewandt)</translation>
    </message>
    <message>
        <source>%1: an attack bonus without damage dice (not an attack)</source>
        <translation>%1: ein Angriffsbonus ohne Schadenswürfel (kein Angriff)</translation>
    </message>
    <message>
        <source>%1: a damage choice, the first option taken (%2 %3)</source>
        <translation>%1: eine Schadenswahl, die erste Möglichkeit genommen (%2 %3)</translation>
    </message>
    <message>
        <source>%1: damage without dice and a type (not an attack)</source>
        <translation>%1: Schaden ohne Würfel und Art (kein Angriff)</translation>
    </message>
    <message>
        <source>%1: neither a melee nor a ranged attack (not an attack)</source>
        <translation>%1: weder Nah- noch Fernkampfangriff (kein Angriff)</translation>
    </message>
    <message>
        <source>%1: a melee attack without &quot;reach N ft.&quot;</source>
        <translation>%1: ein Nahkampfangriff ohne „reach N ft.“</translation>
    </message>
    <message>
        <source>%1: a ranged attack without &quot;range N/M ft.&quot;</source>
        <translation>%1: ein Fernkampfangriff ohne „range N/M ft.“</translation>
    </message>
    <message>
        <source>%1: the light it sheds is not one bright and dim radius (no light)</source>
        <translation>%1: das ausgestrahlte Licht ist kein fester heller und dämmriger Radius (kein Licht)</translation>
    </message>
</context>
<context>
    <name>MovementEngine</name>
    <message>
        <source>no creature &quot;%1&quot;</source>
        <translation>keine Kreatur „%1“</translation>
    </message>
    <message>
        <source>[%1, %2] is off the map</source>
        <translation>[%1, %2] liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>%1&apos;s space does not fit on the map at [%2, %3]</source>
        <translation>der Platz von %1 passt bei [%2, %3] nicht auf die Karte</translation>
    </message>
    <message>
        <source>%1 can&apos;t stand at [%2, %3]: blocked</source>
        <translation>%1 kann nicht auf [%2, %3] stehen: blockiert</translation>
    </message>
    <message>
        <source>%1 can&apos;t end its move at [%2, %3]: the space is taken</source>
        <translation>%1 kann die Bewegung nicht auf [%2, %3] beenden: der Platz ist belegt</translation>
    </message>
    <message>
        <source>%1 is prone: it can only crawl 5 ft (or stand up first)</source>
        <translation>%1 ist liegend: kann nur 5 ft kriechen (oder zuerst aufstehen)</translation>
    </message>
    <message>
        <source>%1 has no legal path to [%2, %3]</source>
        <translation>%1 hat keinen erlaubten Weg nach [%2, %3]</translation>
    </message>
</context>
<context>
    <name>MovingAi</name>
    <message>
        <source>%1: can&apos;t read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the file is larger than %2 MiB</source>
        <translation>%1: die Datei ist größer als %2 MiB</translation>
    </message>
    <message>
        <source>%1: map type &quot;%2&quot; is not octile</source>
        <translation>%1: Kartentyp &quot;%2&quot; ist nicht octile</translation>
    </message>
    <message>
        <source>%1: missing or absurd width/height header (%2 x %3)</source>
        <translation>%1: Kopfzeilen width/height fehlen oder sind unsinnig (%2 x %3)</translation>
    </message>
    <message>
        <source>%1: the header says %2 rows, the file has %3</source>
        <translation>%1: laut Kopf %2 Zeilen, die Datei hat %3</translation>
    </message>
    <message>
        <source>%1: unknown map character &apos;%2&apos; at row %3, column %4</source>
        <translation>%1: unbekanntes Kartenzeichen &apos;%2&apos; in Zeile %3, Spalte %4</translation>
    </message>
    <message>
        <source>%1: the first line must be &quot;version 1&quot; or &quot;version 1.0&quot;</source>
        <translation>%1: die erste Zeile muss &quot;version 1&quot; oder &quot;version 1.0&quot; sein</translation>
    </message>
    <message>
        <source>%1: line %2 has %3 fields, not 9</source>
        <translation>%1: Zeile %2 hat %3 Felder statt 9</translation>
    </message>
    <message>
        <source>%1: line %2 is not a scenario row</source>
        <translation>%1: Zeile %2 ist keine Szenariozeile</translation>
    </message>
    <message>
        <source>%1: empty scenario file</source>
        <translation>%1: leere Szenariodatei</translation>
    </message>
</context>
<context>
    <name>Multiattack</name>
    <message>
        <source>the creature has no Multiattack</source>
        <translation>die Kreatur hat keinen Mehrfachangriff</translation>
    </message>
    <message>
        <source>it doesn&apos;t say which attacks it makes</source>
        <translation>der Text sagt nicht, welche Angriffe sie ausführt</translation>
    </message>
    <message>
        <source>it offers a choice of attacks</source>
        <translation>er lässt eine Wahl der Angriffe</translation>
    </message>
    <message>
        <source>can&apos;t read &quot;%1&quot;</source>
        <translation>„%1“ ist nicht lesbar</translation>
    </message>
    <message>
        <source>it has no attack &quot;%1&quot; (or more than one)</source>
        <translation>sie hat keinen Angriff „%1“ (oder mehrere)</translation>
    </message>
    <message>
        <source>the attacks named add up to %1, not %2</source>
        <translation>die genannten Angriffe ergeben %1, nicht %2</translation>
    </message>
</context>
<context>
    <name>PlaceFreely</name>
    <message>
        <source>Ctrl+Shift</source>
        <comment>keys held while dragging</comment>
        <translation>Strg+Umschalt</translation>
    </message>
    <message>
        <source>Meta</source>
        <comment>the Windows or Super key</comment>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Alt</source>
        <comment>key held while dragging</comment>
        <translation>Alt</translation>
    </message>
</context>
<context>
    <name>Push</name>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>the map&apos;s edge</source>
        <translation>der Kartenrand</translation>
    </message>
    <message>
        <source>blocked terrain</source>
        <translation>blockiertes Gelände</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>eine Wand</translation>
    </message>
</context>
<context>
    <name>Resolve</name>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 has no AC: it can&apos;t be attacked</source>
        <translation>%1 hat keine RK: es kann nicht angegriffen werden</translation>
    </message>
    <message>
        <source>%1: not possible (%2).</source>
        <translation>%1: nicht möglich (%2).</translation>
    </message>
    <message>
        <source>%1: flat check %2 against DC %3 fails, the Strike is lost.</source>
        <translation>%1: Glückswurf %2 gegen SG %3 misslingt, der Schlag ist verloren.</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>kritischer Treffer</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>%1: %2 against AC %3, %4</source>
        <translation>%1: %2 gegen RK %3, %4</translation>
    </message>
    <message>
        <source>: %1 damage (%2)</source>
        <translation>: %1 Schaden (%2)</translation>
    </message>
    <message>
        <source>The attack is not possible: %1.</source>
        <translation>Der Angriff ist nicht möglich: %1.</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3</source>
        <translation>%1 greift %2 an – %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a saving throw in this ruleset (%2)</source>
        <translation>„%1“ ist in diesem Regelwerk kein Rettungswurf (%2)</translation>
    </message>
    <message>
        <source>a basic save is pf2e&apos;s; the 5e family saves for half or none</source>
        <translation>ein einfacher Rettungswurf (basic) gibt es nur in pf2e; die 5e-Familie rettet für half oder none</translation>
    </message>
    <message>
        <source>no damage to roll</source>
        <translation>kein Schaden zu würfeln</translation>
    </message>
    <message>
        <source>Damage rolled: %1 (DC %2 %3 save).</source>
        <translation>Gewürfelter Schaden: %1 (SG %2, Rettungswurf %3).</translation>
    </message>
    <message>
        <source>%1 has total cover from the origin and is not affected.</source>
        <translation>%1 hat vollständige Deckung vom Ursprung und ist nicht betroffen.</translation>
    </message>
    <message>
        <source>%1 fails the save automatically.</source>
        <translation>%1 misslingt der Rettungswurf automatisch.</translation>
    </message>
    <message>
        <source>%1 saves: %2 against DC %3, %4.</source>
        <translation>%1 rettet: %2 gegen SG %3, %4.</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>party</source>
        <comment>side</comment>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>ally</source>
        <comment>side</comment>
        <translation>verbündet</translation>
    </message>
    <message>
        <source>hostile</source>
        <comment>side</comment>
        <translation>feindlich</translation>
    </message>
    <message>
        <source>neutral</source>
        <comment>side</comment>
        <translation>neutral</translation>
    </message>
    <message>
        <source>tiny</source>
        <comment>size</comment>
        <translation>winzig</translation>
    </message>
    <message>
        <source>small</source>
        <comment>size</comment>
        <translation>klein</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>size</comment>
        <translation>mittelgroß</translation>
    </message>
    <message>
        <source>large</source>
        <comment>size</comment>
        <translation>groß</translation>
    </message>
    <message>
        <source>huge</source>
        <comment>size</comment>
        <translation>riesig</translation>
    </message>
    <message>
        <source>gargantuan</source>
        <comment>size</comment>
        <translation>gigantisch</translation>
    </message>
    <message>
        <source>titanic</source>
        <comment>size</comment>
        <translation>titanisch</translation>
    </message>
    <message>
        <source>every diagonal 5 ft</source>
        <comment>diagonal rule</comment>
        <translation>jede Diagonale 5 ft</translation>
    </message>
    <message>
        <source>alternating 5/10 ft</source>
        <comment>diagonal rule</comment>
        <translation>abwechselnd 5/10 ft</translation>
    </message>
    <message>
        <source>exact (Euclidean)</source>
        <comment>diagonal rule</comment>
        <translation>exakt (euklidisch)</translation>
    </message>
    <message>
        <source>no diagonals (Manhattan)</source>
        <comment>diagonal rule</comment>
        <translation>keine Diagonalen (Manhattan)</translation>
    </message>
    <message>
        <source>walk</source>
        <comment>movement mode</comment>
        <translation>gehen</translation>
    </message>
    <message>
        <source>fly</source>
        <comment>movement mode</comment>
        <translation>fliegen</translation>
    </message>
    <message>
        <source>swim</source>
        <comment>movement mode</comment>
        <translation>schwimmen</translation>
    </message>
    <message>
        <source>climb</source>
        <comment>movement mode</comment>
        <translation>klettern</translation>
    </message>
    <message>
        <source>burrow</source>
        <comment>movement mode</comment>
        <translation>graben</translation>
    </message>
    <message>
        <source>prone</source>
        <comment>condition</comment>
        <translation>liegend</translation>
    </message>
    <message>
        <source>incapacitated</source>
        <comment>condition</comment>
        <translation>kampfunfähig</translation>
    </message>
    <message>
        <source>paralyzed</source>
        <comment>condition</comment>
        <translation>gelähmt</translation>
    </message>
    <message>
        <source>petrified</source>
        <comment>condition</comment>
        <translation>versteinert</translation>
    </message>
    <message>
        <source>stunned</source>
        <comment>condition</comment>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>unconscious</source>
        <comment>condition</comment>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>condition</comment>
        <translation>tot</translation>
    </message>
    <message>
        <source>grappled</source>
        <comment>condition</comment>
        <translation>gepackt</translation>
    </message>
    <message>
        <source>restrained</source>
        <comment>condition</comment>
        <translation>festgesetzt</translation>
    </message>
    <message>
        <source>back-to-back</source>
        <comment>condition</comment>
        <translation>Rücken an Rücken</translation>
    </message>
    <message>
        <source>surprised</source>
        <comment>condition</comment>
        <translation>überrascht</translation>
    </message>
    <message>
        <source>squeezed</source>
        <comment>condition</comment>
        <translation>eingezwängt</translation>
    </message>
    <message>
        <source>blinded</source>
        <comment>condition</comment>
        <translation>blind</translation>
    </message>
    <message>
        <source>charmed</source>
        <comment>condition</comment>
        <translation>bezaubert</translation>
    </message>
    <message>
        <source>deafened</source>
        <comment>condition</comment>
        <translation>taub</translation>
    </message>
    <message>
        <source>frightened</source>
        <comment>condition</comment>
        <translation>verängstigt</translation>
    </message>
    <message>
        <source>invisible</source>
        <comment>condition</comment>
        <translation>unsichtbar</translation>
    </message>
    <message>
        <source>poisoned</source>
        <comment>condition</comment>
        <translation>vergiftet</translation>
    </message>
    <message>
        <source>dodging</source>
        <comment>condition</comment>
        <translation>ausweichend</translation>
    </message>
    <message>
        <source>quickened</source>
        <comment>condition</comment>
        <translation>beschleunigt</translation>
    </message>
    <message>
        <source>slowed</source>
        <comment>condition</comment>
        <translation>verlangsamt</translation>
    </message>
    <message>
        <source>off-guard</source>
        <comment>condition</comment>
        <translation>unvorbereitet</translation>
    </message>
    <message>
        <source>immobilized</source>
        <comment>condition</comment>
        <translation>bewegungsunfähig</translation>
    </message>
    <message>
        <source>hidden</source>
        <comment>condition</comment>
        <translation>versteckt</translation>
    </message>
    <message>
        <source>exhaustion</source>
        <comment>condition</comment>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <source>dying</source>
        <comment>condition</comment>
        <translation>sterbend</translation>
    </message>
    <message>
        <source>wounded</source>
        <comment>condition</comment>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>clumsy</source>
        <comment>condition</comment>
        <translation>ungeschickt</translation>
    </message>
    <message>
        <source>drained</source>
        <comment>condition</comment>
        <translation>ausgezehrt</translation>
    </message>
    <message>
        <source>enfeebled</source>
        <comment>condition</comment>
        <translation>geschwächt</translation>
    </message>
    <message>
        <source>fatigued</source>
        <comment>condition</comment>
        <translation>ermüdet</translation>
    </message>
    <message>
        <source>sickened</source>
        <comment>condition</comment>
        <translation>kränkelnd</translation>
    </message>
    <message>
        <source>stupefied</source>
        <comment>condition</comment>
        <translation>benommen</translation>
    </message>
    <message>
        <source>doomed</source>
        <comment>condition</comment>
        <translation>verdammt</translation>
    </message>
    <message>
        <source>fleeing</source>
        <comment>condition</comment>
        <translation>fliehend</translation>
    </message>
    <message>
        <source>confused</source>
        <comment>condition</comment>
        <translation>verwirrt</translation>
    </message>
    <message>
        <source>controlled</source>
        <comment>condition</comment>
        <translation>kontrolliert</translation>
    </message>
    <message>
        <source>dazzled</source>
        <comment>condition</comment>
        <translation>geblendet</translation>
    </message>
    <message>
        <source>concealed</source>
        <comment>condition</comment>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>undetected</source>
        <comment>condition</comment>
        <translation>unentdeckt</translation>
    </message>
    <message>
        <source>bleeding</source>
        <comment>condition</comment>
        <translation>blutend</translation>
    </message>
    <message>
        <source>rattled</source>
        <comment>condition</comment>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>acid</source>
        <comment>damage type</comment>
        <translation>Säure</translation>
    </message>
    <message>
        <source>bludgeoning</source>
        <comment>damage type</comment>
        <translation>Wucht</translation>
    </message>
    <message>
        <source>cold</source>
        <comment>damage type</comment>
        <translation>Kälte</translation>
    </message>
    <message>
        <source>fire</source>
        <comment>damage type</comment>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>force</source>
        <comment>damage type</comment>
        <translation>Energie</translation>
    </message>
    <message>
        <source>lightning</source>
        <comment>damage type</comment>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>necrotic</source>
        <comment>damage type</comment>
        <translation>nekrotisch</translation>
    </message>
    <message>
        <source>piercing</source>
        <comment>damage type</comment>
        <translation>Stich</translation>
    </message>
    <message>
        <source>poison</source>
        <comment>damage type</comment>
        <translation>Gift</translation>
    </message>
    <message>
        <source>psychic</source>
        <comment>damage type</comment>
        <translation>psychisch</translation>
    </message>
    <message>
        <source>radiant</source>
        <comment>damage type</comment>
        <translation>gleißend</translation>
    </message>
    <message>
        <source>slashing</source>
        <comment>damage type</comment>
        <translation>Hieb</translation>
    </message>
    <message>
        <source>thunder</source>
        <comment>damage type</comment>
        <translation>Schall</translation>
    </message>
    <message>
        <source>bleed</source>
        <comment>damage type</comment>
        <translation>Blutung</translation>
    </message>
    <message>
        <source>mental</source>
        <comment>damage type</comment>
        <translation>mental</translation>
    </message>
    <message>
        <source>spirit</source>
        <comment>damage type</comment>
        <translation>Geist</translation>
    </message>
    <message>
        <source>vitality</source>
        <comment>damage type</comment>
        <translation>Vitalität</translation>
    </message>
    <message>
        <source>bloodied</source>
        <comment>condition</comment>
        <translation>schwer verletzt</translation>
    </message>
    <message>
        <source>concentrating</source>
        <comment>condition</comment>
        <translation>konzentriert</translation>
    </message>
    <message>
        <source>encumbered</source>
        <comment>condition</comment>
        <translation>belastet</translation>
    </message>
    <message>
        <source>fascinated</source>
        <comment>condition</comment>
        <translation>fasziniert</translation>
    </message>
    <message>
        <source>fatigue</source>
        <comment>condition (a5e levels)</comment>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <source>grabbed</source>
        <comment>condition</comment>
        <translation>gepackt</translation>
    </message>
    <message>
        <source>strife</source>
        <comment>condition (a5e levels)</comment>
        <translation>Zwietracht</translation>
    </message>
</context>
<context>
    <name>Sight</name>
    <message>
        <source>no line of sight from %1 to %2</source>
        <translation>keine Sichtlinie von %1 zu %2</translation>
    </message>
    <message>
        <source>%1 is blinded</source>
        <translation>%1 ist blind</translation>
    </message>
    <message>
        <source>%1 is invisible</source>
        <translation>%1 ist unsichtbar</translation>
    </message>
    <message>
        <source>%1 is in darkness beyond %2&apos;s darkvision</source>
        <translation>%1 ist im Dunkeln jenseits der Dunkelsicht von %2</translation>
    </message>
    <message>
        <source>%1 is in darkness</source>
        <translation>%1 ist im Dunkeln</translation>
    </message>
    <message>
        <source>%1 is heavily obscured</source>
        <translation>%1 ist komplett verschleiert</translation>
    </message>
    <message>
        <source>%1 is concealed (dim light, light obscurement)</source>
        <translation>%1 ist verborgen (Dämmerlicht, leichte Verschleierung)</translation>
    </message>
    <message>
        <source>%1 is concealed (dim light)</source>
        <translation>%1 ist verborgen (Dämmerlicht)</translation>
    </message>
    <message>
        <source>%1 is concealed (light obscurement)</source>
        <translation>%1 ist verborgen (leichte Verschleierung)</translation>
    </message>
    <message>
        <source>heavy obscurement between %1 and %2 blocks the view</source>
        <translation>starke Verschleierung zwischen %1 und %2 versperrt die Sicht</translation>
    </message>
    <message>
        <source>%1 is hidden from %2</source>
        <translation>%1 ist vor %2 versteckt</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>rounds left: %1</source>
        <translation>noch %1 Runden</translation>
    </message>
    <message>
        <source>D&amp;D 5e (2014)</source>
        <translation>D&amp;D 5e (2014)</translation>
    </message>
    <message>
        <source>D&amp;D 5e (2024)</source>
        <translation>D&amp;D 5e (2024)</translation>
    </message>
    <message>
        <source>Level Up A5E</source>
        <translation>Level Up A5E</translation>
    </message>
    <message>
        <source>Pathfinder 2e</source>
        <translation>Pathfinder 2e</translation>
    </message>
    <message>
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>keine Deckung</translation>
    </message>
    <message>
        <source>lesser cover</source>
        <translation>geringe Deckung</translation>
    </message>
    <message>
        <source>half cover</source>
        <translation>halbe Deckung</translation>
    </message>
    <message>
        <source>standard cover</source>
        <translation>normale Deckung</translation>
    </message>
    <message>
        <source>three-quarters cover</source>
        <translation>Dreivierteldeckung</translation>
    </message>
    <message>
        <source>greater cover</source>
        <translation>große Deckung</translation>
    </message>
    <message>
        <source>total cover (can&apos;t be targeted)</source>
        <translation>volle Deckung (kann nicht anvisiert werden)</translation>
    </message>
    <message>
        <source>%1 (+%2 AC)</source>
        <translation>%1 (+%2 RK)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>fly %1</source>
        <translation>fliegen %1</translation>
    </message>
    <message>
        <source>swim %1</source>
        <translation>schwimmen %1</translation>
    </message>
    <message>
        <source>climb %1</source>
        <translation>klettern %1</translation>
    </message>
    <message>
        <source>burrow %1</source>
        <translation>graben %1</translation>
    </message>
    <message>
        <source>%1 (hover)</source>
        <translation>%1 (schweben)</translation>
    </message>
    <message>
        <source>down</source>
        <comment>hidden hit points</comment>
        <translation>kampfunfähig</translation>
    </message>
    <message>
        <source>unhurt</source>
        <comment>hidden hit points</comment>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>bloodied</source>
        <comment>hidden hit points</comment>
        <translation>schwer verletzt</translation>
    </message>
    <message>
        <source>hurt</source>
        <comment>hidden hit points</comment>
        <translation>verletzt</translation>
    </message>
    <message>
        <source>(+%1 temp)</source>
        <translation>(+%1 temp.)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 is flanked by %2.</source>
        <translation>%1 wird von %2 in die Zange genommen.</translation>
    </message>
    <message>
        <source>%1 can reach %2.</source>
        <translation>%1 erreicht %2.</translation>
    </message>
    <message>
        <source>%1 can reach %2 (reach %3).</source>
        <translation>%1 erreicht %2 (Reichweite %3).</translation>
    </message>
    <message>
        <source>%1 at %2, %3</source>
        <translation>%1 in %2, %3</translation>
    </message>
    <message>
        <source>%1 against the nearest enemies: %2.</source>
        <translation>%1 gegen die nächsten Feinde: %2.</translation>
    </message>
    <message>
        <source>%1 is squeezed.</source>
        <translation>%1 ist eingezwängt.</translation>
    </message>
    <message>
        <source>%1 is prone.</source>
        <translation>%1 ist liegend.</translation>
    </message>
    <message>
        <source>%1 (turn)</source>
        <translation>%1 (am Zug)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Regelwerk: %1</translation>
    </message>
    <message>
        <source>Round %1, %2 elapsed</source>
        <translation>Runde %1, %2 vergangen</translation>
    </message>
    <message>
        <source>; %1&apos;s turn</source>
        <translation>; %1 ist am Zug</translation>
    </message>
    <message>
        <source>Not in combat</source>
        <translation>Nicht im Kampf</translation>
    </message>
    <message>
        <source>Map: %1 × %2 squares of %3 (%4 × %5)</source>
        <translation>Karte: %1 × %2 Felder zu %3 (%4 × %5)</translation>
    </message>
    <message>
        <source>%1 — creatures: %2, down: %3</source>
        <translation>%1 – Kreaturen: %2, kampfunfähig: %3</translation>
    </message>
    <message>
        <source>%1 — creatures: %2, down: %3, HP remaining: %4/%5</source>
        <translation>%1 – Kreaturen: %2, kampfunfähig: %3, verbleibende TP: %4/%5</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Before combat</source>
        <translation>Vor dem Kampf</translation>
    </message>
    <message>
        <source>Participants (initiative order)</source>
        <translation>Teilnehmer (Initiativereihenfolge)</translation>
    </message>
    <message>
        <source>Tactical notes</source>
        <translation>Taktische Hinweise</translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation>Kampfprotokoll</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Nothing logged yet.</source>
        <translation>Noch nichts protokolliert.</translation>
    </message>
    <message>
        <source>Nothing to note.</source>
        <translation>Nichts zu bemerken.</translation>
    </message>
    <message>
        <source>Encounter summary</source>
        <translation>Zusammenfassung der Begegnung</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Tokens are numbered as in the table; gold ring: whose turn it is; grey and crossed out: down.</source>
        <translation>Spielfiguren sind wie in der Tabelle nummeriert; goldener Ring: wer am Zug ist; grau und durchgestrichen: kampfunfähig.</translation>
    </message>
    <message>
        <source>%1 is %2 up.</source>
        <translation>%1 ist %2 hoch.</translation>
    </message>
    <message>
        <source>%1 is %2 below the ground.</source>
        <translation>%1 ist %2 unter dem Boden.</translation>
    </message>
    <message>
        <source>%1 stands in darkness (darkvision %2).</source>
        <translation>%1 steht im Dunkeln (Dunkelsicht %2).</translation>
    </message>
    <message>
        <source>%1 stands in darkness.</source>
        <translation>%1 steht im Dunkeln.</translation>
    </message>
    <message>
        <source>%1 can&apos;t see %2.</source>
        <translation>%1 kann %2 nicht sehen.</translation>
    </message>
    <message>
        <source>a %1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>a %1 at %2,%3</source>
        <translation>%1 bei %2,%3</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>heavily obscured</source>
        <translation>komplett verschleiert</translation>
    </message>
    <message>
        <source>lightly obscured</source>
        <translation>leicht verschleiert</translation>
    </message>
    <message>
        <source>difficult terrain</source>
        <translation>schwieriges Gelände</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) left</source>
        <translation>
            <numerusform>noch %n Runde</numerusform>
            <numerusform>noch %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>until it ends</source>
        <translation>bis es endet</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s): %3.</source>
        <translation>%1 (von %2): %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>In it: %1.</source>
        <translation>Darin: %1.</translation>
    </message>
    <message>
        <source>concentration</source>
        <translation>Konzentration</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>size and shape: 20 ft sphere</comment>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>GE</translation>
    </message>
    <message>
        <source>CON</source>
        <translation>KO</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>IN</translation>
    </message>
    <message>
        <source>WIS</source>
        <translation>WE</translation>
    </message>
    <message>
        <source>CHA</source>
        <translation>CH</translation>
    </message>
    <message>
        <source>Armor Class</source>
        <translation>Rüstungsklasse</translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <source>Saving Throws</source>
        <translation>Rettungswürfe</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>Damage Vulnerabilities</source>
        <translation>Schadensanfälligkeiten</translation>
    </message>
    <message>
        <source>Damage Resistances</source>
        <translation>Schadensresistenzen</translation>
    </message>
    <message>
        <source>Damage Immunities</source>
        <translation>Schadensimmunitäten</translation>
    </message>
    <message>
        <source>Condition Immunities</source>
        <translation>Zustandsimmunitäten</translation>
    </message>
    <message>
        <source>Senses</source>
        <translation>Sinne</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Herausforderungsgrad</translation>
    </message>
    <message>
        <source>%1 (%2 XP)</source>
        <translation>%1 (%2 EP)</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>Legendary Actions</source>
        <translation>Legendäre Aktionen</translation>
    </message>
    <message>
        <source>melee, %1 to hit, reach %2</source>
        <translation>Nahkampf, %1 auf Treffer, Reichweite %2</translation>
    </message>
    <message>
        <source>ranged, %1 to hit, range %2</source>
        <translation>Fernkampf, %1 auf Treffer, Reichweite %2</translation>
    </message>
    <message>
        <source>magical</source>
        <translation>magisch</translation>
    </message>
    <message>
        <source>agile</source>
        <translation>wendig</translation>
    </message>
    <message>
        <source>Str</source>
        <translation>St</translation>
    </message>
    <message>
        <source>Dex</source>
        <translation>Ge</translation>
    </message>
    <message>
        <source>Con</source>
        <translation>Ko</translation>
    </message>
    <message>
        <source>Int</source>
        <translation>In</translation>
    </message>
    <message>
        <source>Wis</source>
        <translation>We</translation>
    </message>
    <message>
        <source>Cha</source>
        <translation>Ch</translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <source>Reflex</source>
        <translation>Reflex</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <source>Weaknesses</source>
        <translation>Schwächen</translation>
    </message>
    <message>
        <source>darkvision %1</source>
        <translation>Dunkelsicht %1</translation>
    </message>
    <message>
        <source>blindsight %1</source>
        <translation>Blindsicht %1</translation>
    </message>
    <message>
        <source>truesight %1</source>
        <translation>Wahrsicht %1</translation>
    </message>
    <message>
        <source>low-light vision</source>
        <translation>Dämmersicht</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>bright %1, dim %2 more</source>
        <translation>hell %1, dämmrig %2 weiter</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Stat blocks</source>
        <translation>Spielwerte</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>stat block: the kind, then its token numbers</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 → %2 %3 %, %4</source>
        <comment>attack, target, hit chance in percent, expected damage</comment>
        <translation>%1 → %2 %3 %, %4</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>an attack made twice: ×2</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>between the attacks of a plan</comment>
        <translation>, dann </translation>
    </message>
    <message>
        <source>%1: to %2, %3; takes %4 on the way.</source>
        <translation>%1: nach %2, %3; erleidet unterwegs %4.</translation>
    </message>
    <message>
        <source>%1: from where it stands, %2.</source>
        <translation>%1: von seinem Platz aus, %2.</translation>
    </message>
    <message>
        <source>%1: closes in to %2 with the Dash, nothing to attack this turn; takes %3 on the way.</source>
        <translation>%1: rückt mit Spurt bis %2 vor, in diesem Zug nichts anzugreifen; erleidet unterwegs %3.</translation>
    </message>
    <message>
        <source>%1: closes in to %2, nothing to attack this turn; takes %3 on the way.</source>
        <translation>%1: rückt bis %2 vor, in diesem Zug nichts anzugreifen; erleidet unterwegs %3.</translation>
    </message>
    <message>
        <source>%1 stays: it can&apos;t act.</source>
        <translation>%1 bleibt stehen: es kann nicht handeln.</translation>
    </message>
    <message>
        <source>%1 stays: it has no attacks.</source>
        <translation>%1 bleibt stehen: es hat keine Angriffe.</translation>
    </message>
    <message>
        <source>%1 stays: it perceives no hostile.</source>
        <translation>%1 bleibt stehen: es nimmt keinen Feind wahr.</translation>
    </message>
    <message>
        <source>%1 stays: every attack would cost it more than it deals.</source>
        <translation>%1 bleibt stehen: bei jedem Angriff würde es mehr erleiden als austeilen.</translation>
    </message>
    <message>
        <source>%1 stays: nothing it could attack can be reached this turn.</source>
        <translation>%1 bleibt stehen: in diesem Zug ist nichts Angreifbares erreichbar.</translation>
    </message>
    <message>
        <source>It stands up first.</source>
        <translation>Es steht zuerst auf.</translation>
    </message>
</context>
<context>
    <name>SummaryDocument</name>
    <message>
        <source>can&apos;t write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>SummaryOptionsDialog</name>
    <message>
        <source>Encounter Summary</source>
        <translation>Zusammenfassung der Begegnung</translation>
    </message>
    <message>
        <source>The summary always has the header, the participants in initiative order and the sides&apos; totals. Include also:</source>
        <translation>Die Zusammenfassung enthält immer den Kopf, die Teilnehmer in Initiativereihenfolge und die Summen der Seiten. Außerdem aufnehmen:</translation>
    </message>
    <message>
        <source>The &amp;map, with tokens numbered as in the table</source>
        <translation>Die &amp;Karte, Spielfiguren nummeriert wie in der Tabelle</translation>
    </message>
    <message>
        <source>&amp;Tactical notes: flanking, cover, reach, squeezed and prone</source>
        <translation>&amp;Taktische Hinweise: Zange, Deckung, Reichweite, eingezwängt und liegend</translation>
    </message>
    <message>
        <source>The combat &amp;log, round by round</source>
        <translation>Das Kampf&amp;protokoll, Runde für Runde</translation>
    </message>
    <message>
        <source>Player &amp;handout: hide the hostile creatures&apos; hit points</source>
        <translation>&amp;Handout für Spieler: Trefferpunkte feindlicher Kreaturen verbergen</translation>
    </message>
</context>
<context>
    <name>TerrainKind</name>
    <message>
        <source>Object: half cover</source>
        <translation>Objekt: halbe Deckung</translation>
    </message>
    <message>
        <source>Object: three-quarters cover</source>
        <translation>Objekt: Dreivierteldeckung</translation>
    </message>
    <message>
        <source>Object: greater cover (pf2e)</source>
        <translation>Objekt: große Deckung (pf2e)</translation>
    </message>
    <message>
        <source>Difficult terrain</source>
        <translation>Schwieriges Gelände</translation>
    </message>
    <message>
        <source>Greater difficult terrain (pf2e)</source>
        <translation>Sehr schwieriges Gelände (pf2e)</translation>
    </message>
    <message>
        <source>Blocked (solid obstacle)</source>
        <translation>Blockiert (festes Hindernis)</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <source>Deep water</source>
        <translation>Tiefes Wasser</translation>
    </message>
</context>
<context>
    <name>TokenArt</name>
    <message>
        <source>No creature to give the picture to</source>
        <translation>Keine Kreatur, der das Bild gehören könnte</translation>
    </message>
    <message>
        <source>%1 can&apos;t be read as a picture</source>
        <translation>%1 lässt sich nicht als Bild lesen</translation>
    </message>
    <message>
        <source>Set the token picture of %1</source>
        <translation>Bild der Spielfigur von %1 setzen</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.svg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.svg)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1 is a %2 image: a token picture can be a PNG, JPEG, WebP or SVG file</source>
        <translation>%1 ist ein %2-Bild: Das Bild einer Spielfigur kann eine PNG-, JPEG-, WebP- oder SVG-Datei sein</translation>
    </message>
    <message>
        <source>%1 is not a valid SVG picture</source>
        <translation>%1 ist kein gültiges SVG-Bild</translation>
    </message>
    <message>
        <source>%1 can&apos;t be read as a picture (%2)</source>
        <translation>%1 lässt sich nicht als Bild lesen (%2)</translation>
    </message>
    <message>
        <source>%1 is %2x%3 pixels, more than Battlemap can read (%4 megapixels); shrink it in an image editor</source>
        <translation>%1 hat %2x%3 Pixel, mehr als Battlemap lesen kann (%4 Megapixel); bitte in einem Bildbearbeitungsprogramm verkleinern</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <source>%1 — %2, %3, AC %4, HP %5/%6</source>
        <translation>%1 — %2, %3, RK %4, TP %5/%6</translation>
    </message>
    <message>
        <source>Flanked by %1</source>
        <translation>In die Zange genommen von %1</translation>
    </message>
    <message>
        <source>%1%2 ft</source>
        <translation>%1%2 ft</translation>
    </message>
    <message>
        <source>down</source>
        <translation>am Boden</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>bloodied</source>
        <translation>schwer verletzt</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>verletzt</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>Vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>Carries a light: bright %1 ft, dim %2 ft more</source>
        <translation>Trägt ein Licht: hell %1 ft, dämmrig %2 ft weiter</translation>
    </message>
    <message>
        <source>Sneaking (Stealth %1)</source>
        <translation>Schleichend (Heimlichkeit %1)</translation>
    </message>
    <message>
        <source>Hidden (Stealth %1)</source>
        <translation>Versteckt (Heimlichkeit %1)</translation>
    </message>
    <message>
        <source>Hidden from nobody now</source>
        <translation>Derzeit vor niemandem versteckt</translation>
    </message>
    <message>
        <source>Hidden from %1</source>
        <translation>Versteckt vor %1</translation>
    </message>
    <message>
        <source>Found by %1</source>
        <translation>Entdeckt von %1</translation>
    </message>
</context>
<context>
    <name>UvttReader</name>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>the file has more than %1 points</source>
        <translation>die Datei hat mehr als %1 Punkte</translation>
    </message>
    <message>
        <source>not a JSON file (%1 at byte %2)</source>
        <translation>keine JSON-Datei (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>die Datei muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>must be greater than 0, not %1</source>
        <translation>muss größer als 0 sein, nicht %1</translation>
    </message>
    <message>
        <source>format %1 is not 0.2 or 0.3; read as 0.3</source>
        <translation>Format %1 ist weder 0.2 noch 0.3; als 0.3 gelesen</translation>
    </message>
    <message>
        <source>%1 squares is more than the %2 a map side may have</source>
        <translation>%1 Felder sind mehr als die %2, die eine Kartenseite haben darf</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, not %1</source>
        <translation>muss eine ganze Zahl von mindestens 1 sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 pixels per square is more than the %2 Battlemap accepts</source>
        <translation>%1 Pixel pro Feld sind mehr als die %2, die Battlemap annimmt</translation>
    </message>
    <message>
        <source>a %1 x %2 square map at %3 pixels per square is an image of more than %4 megapixels</source>
        <translation>eine Karte von %1 x %2 Feldern mit %3 Pixeln pro Feld ist ein Bild von mehr als %4 Megapixeln</translation>
    </message>
    <message>
        <source>needs two points, has %1</source>
        <translation>braucht zwei Punkte, hat %1</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a string of base64</source>
        <translation>muss eine Base64-Zeichenkette sein</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <source>is not valid base64 (near character %1)</source>
        <translation>ist kein gültiges Base64 (nahe Zeichen %1)</translation>
    </message>
    <message>
        <source>is not a PNG, JPEG or WEBP image (it starts with %1)</source>
        <translation>ist kein PNG-, JPEG- oder WEBP-Bild (es beginnt mit %1)</translation>
    </message>
    <message>
        <source>the %1 header is damaged or cut short</source>
        <translation>der %1-Header ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>%1 x %2 pixels is more than the %3 megapixels Battlemap accepts</source>
        <translation>%1 x %2 Pixel sind mehr als die %3 Megapixel, die Battlemap annimmt</translation>
    </message>
    <message>
        <source>the image is %1 x %2 pixels, not the %3 x %4 that map_size and pixels_per_grid give; it is aligned at its top-left corner</source>
        <translation>das Bild hat %1 x %2 Pixel, nicht die %3 x %4, die map_size und pixels_per_grid ergeben; es wird an seiner linken oberen Ecke ausgerichtet</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1: %2 MB is more than the %3 MB Battlemap reads</source>
        <translation>%1: %2 MB sind mehr als die %3 MB, die Battlemap liest</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the image would overwrite the input file</source>
        <translation>%1: das Bild würde die Eingabedatei überschreiben</translation>
    </message>
    <message>
        <source>lies more than %1 squares from the map</source>
        <translation>liegt mehr als %1 Felder von der Karte entfernt</translation>
    </message>
</context>
<context>
    <name>battlemap-cli</name>
    <message>
        <source>--%1 is required for this command</source>
        <translation>--%1 ist für diesen Befehl nötig</translation>
    </message>
    <message>
        <source>--%1: no creature with id &quot;%2&quot; in %3</source>
        <translation>--%1: keine Kreatur mit der id „%2“ in %3</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is neither a creature id nor a square X,Y</source>
        <translation>%1: „%2“ ist weder eine Kreaturen-id noch ein Feld X,Y</translation>
    </message>
    <message>
        <source>%1: square %2,%3 is off the %4x%5 map</source>
        <translation>%1: Feld %2,%3 liegt außerhalb der %4x%5-Karte</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--%1 muss eine Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <source>--attacker and --target are the same creature &quot;%1&quot;</source>
        <translation>--attacker und --target sind dieselbe Kreatur „%1“</translation>
    </message>
    <message>
        <source>attack needs exactly one of --melee and --range NORMAL/LONG</source>
        <translation>attack braucht genau eines von --melee und --range NORMAL/LONG</translation>
    </message>
    <message>
        <source>--range must be NORMAL/LONG or N in feet with 0 &lt; NORMAL &lt;= LONG, not &quot;%1&quot;</source>
        <translation>--range muss NORMAL/LONG oder N in Fuß sein, mit 0 &lt; NORMAL &lt;= LONG, nicht „%1“</translation>
    </message>
    <message>
        <source>The Battlemap rules engine on the command line. Commands:</source>
        <translation>Die Regel-Engine von Battlemap auf der Kommandozeile. Befehle:</translation>
    </message>
    <message>
        <source>what to ask (see above)</source>
        <translation>was gefragt wird (siehe oben)</translation>
    </message>
    <message>
        <source>the encounter (*.battlemap.json)</source>
        <translation>die Begegnung (*.battlemap.json)</translation>
    </message>
    <message>
        <source>the moving creature&apos;s id</source>
        <translation>die id der Kreatur, die sich bewegt</translation>
    </message>
    <message>
        <source>target square X,Y (or creature id for distance)</source>
        <translation>Zielfeld X,Y (oder Kreaturen-id für distance)</translation>
    </message>
    <message>
        <source>start square X,Y or creature id</source>
        <translation>Startfeld X,Y oder Kreaturen-id</translation>
    </message>
    <message>
        <source>movement mode: walk, fly, swim, climb, burrow</source>
        <translation>Bewegungsart: walk, fly, swim, climb, burrow</translation>
    </message>
    <message>
        <source>take the Dash action (doubles the budget)</source>
        <translation>die Aktion Spurt nutzen (verdoppelt das Budget)</translation>
    </message>
    <message>
        <source>take the Disengage action (no opportunity attacks)</source>
        <translation>die Aktion Rückzug nutzen (keine Gelegenheitsangriffe)</translation>
    </message>
    <message>
        <source>stand up from prone before moving</source>
        <translation>vor der Bewegung aufstehen (liegend)</translation>
    </message>
    <message>
        <source>diagonals already counted this turn (alternating rule)</source>
        <translation>in diesem Zug bereits gezählte Diagonalen (abwechselnde Regel)</translation>
    </message>
    <message>
        <source>movement budget in feet (reach)</source>
        <translation>Bewegungsbudget in Fuß (reach)</translation>
    </message>
    <message>
        <source>the attacking creature&apos;s id</source>
        <translation>die id der angreifenden Kreatur</translation>
    </message>
    <message>
        <source>the target creature&apos;s id</source>
        <translation>die id der Zielkreatur</translation>
    </message>
    <message>
        <source>a melee attack</source>
        <translation>ein Nahkampfangriff</translation>
    </message>
    <message>
        <source>a ranged attack with NORMAL/LONG range in feet</source>
        <translation>ein Fernkampfangriff mit Reichweite NORMAL/LONG in Fuß</translation>
    </message>
    <message>
        <source>summary format: text, markdown, html, pdf</source>
        <translation>Format der Zusammenfassung: text, markdown, html, pdf</translation>
    </message>
    <message>
        <source>movingai: solve only the first N rows</source>
        <translation>movingai: nur die ersten N Zeilen lösen</translation>
    </message>
    <message>
        <source>write to this file</source>
        <translation>in diese Datei schreiben</translation>
    </message>
    <message>
        <source>no command given; try --help</source>
        <translation>kein Befehl angegeben; siehe --help</translation>
    </message>
    <message>
        <source>usage: movingai MAP SCEN [--limit N]</source>
        <translation>Aufruf: movingai MAP SCEN [--limit N]</translation>
    </message>
    <message>
        <source>--limit must be a whole number of rows, at least 1</source>
        <translation>--limit muss eine ganze Zahl von Zeilen sein, mindestens 1</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try --help</source>
        <translation>unbekannter Befehl „%1“; siehe --help</translation>
    </message>
    <message>
        <source>%1: no encounter file given (usage: %2)</source>
        <translation>%1: keine Begegnungsdatei angegeben (Aufruf: %2)</translation>
    </message>
    <message>
        <source>%1: unexpected argument &quot;%2&quot;</source>
        <translation>%1: unerwartetes Argument „%2“</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more problem(s): run validate to see them all)</source>
        <translation>
            <numerusform> (und %n weiteres Problem: validate zeigt alle)</numerusform>
            <numerusform> (und %n weitere Probleme: validate zeigt alle)</numerusform>
        </translation>
    </message>
    <message>
        <source>--mode must be walk, fly, swim, climb or burrow, not &quot;%1&quot;</source>
        <translation>--mode muss walk, fly, swim, climb oder burrow sein, nicht „%1“</translation>
    </message>
    <message>
        <source>%1: row %2 leaves the map</source>
        <translation>%1: Zeile %2 verlässt die Karte</translation>
    </message>
    <message>
        <source>--ruleset: unknown ruleset &quot;%1&quot; (expected dnd5e-2014, dnd5e-2024, a5e, pf2e)</source>
        <translation>--ruleset: unbekanntes Regelwerk „%1“ (erwartet: dnd5e-2014, dnd5e-2024, a5e, pf2e)</translation>
    </message>
    <message>
        <source>import-uvtt: the new encounter&apos;s ruleset (default dnd5e-2014)</source>
        <translation>import-uvtt: Regelwerk der neuen Begegnung (Standard dnd5e-2014)</translation>
    </message>
    <message>
        <source>import-uvtt: object outlines block movement as well as sight</source>
        <translation>import-uvtt: Objektumrisse blockieren Bewegung wie Sicht</translation>
    </message>
    <message>
        <source>summary: leave the map out</source>
        <translation>summary: ohne Karte</translation>
    </message>
    <message>
        <source>summary: leave the combat log out</source>
        <translation>summary: ohne Kampfprotokoll</translation>
    </message>
    <message>
        <source>summary: leave the tactical notes out</source>
        <translation>summary: ohne taktische Hinweise</translation>
    </message>
    <message>
        <source>summary: a player handout (hostile hit points hidden)</source>
        <translation>summary: Handout für Spieler (Trefferpunkte feindlicher Kreaturen verborgen)</translation>
    </message>
    <message>
        <source>--format: unknown format &quot;%1&quot; (text, markdown, html or pdf)</source>
        <translation>--format: unbekanntes Format „%1“ (text, markdown, html oder pdf)</translation>
    </message>
    <message>
        <source>--format pdf needs -o OUT (a PDF is not written to the terminal)</source>
        <translation>--format pdf braucht -o AUSGABE (ein PDF wird nicht ins Terminal geschrieben)</translation>
    </message>
    <message>
        <source>summary: --format %1 needs a graphical application (run battlemap-cli)</source>
        <translation>summary: --format %1 braucht eine grafische Anwendung (battlemap-cli ausführen)</translation>
    </message>
    <message>
        <source>light: the square X,Y</source>
        <translation>light: das Feld X,Y</translation>
    </message>
    <message>
        <source>visible: the side whose sight to show</source>
        <translation>visible: die Seite, deren Sicht gezeigt wird</translation>
    </message>
    <message>
        <source>--from and --to are the same creature &quot;%1&quot;</source>
        <translation>--from und --to sind dieselbe Kreatur &quot;%1&quot;</translation>
    </message>
    <message>
        <source>visible needs exactly one of --creature ID and --side SIDE</source>
        <translation>visible braucht genau eines von --creature ID und --side SEITE</translation>
    </message>
    <message>
        <source>--side must be party, ally, hostile or neutral, not &quot;%1&quot;</source>
        <translation>--side muss party, ally, hostile oder neutral sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--shape must be sphere, cylinder, cube, cone, line, emanation or burst, not &quot;%1&quot;</source>
        <translation>--shape muss sphere, cylinder, cube, cone, line, emanation oder burst sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--size is required for this command</source>
        <translation>--size ist für diesen Befehl nötig</translation>
    </message>
    <message>
        <source>--direction must be N, NE, E, SE, S, SW, W or NW, not &quot;%1&quot;</source>
        <translation>--direction muss N, NE, E, SE, S, SW, W oder NW sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give --toward or --direction, not both</source>
        <translation>--toward oder --direction angeben, nicht beides</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a point X,Y</source>
        <translation>--%1: &quot;%2&quot; ist kein Punkt X,Y</translation>
    </message>
    <message>
        <source>area: sphere, cylinder, cube, cone, line, emanation, burst</source>
        <translation>area: sphere, cylinder, cube, cone, line, emanation, burst</translation>
    </message>
    <message>
        <source>area: radius, side, length or distance in feet</source>
        <translation>area: Radius, Seite, Länge oder Abstand in Fuß</translation>
    </message>
    <message>
        <source>area: the grid point it starts from (fractional allowed)</source>
        <translation>area: der Rasterpunkt, an dem sie beginnt (auch gebrochen)</translation>
    </message>
    <message>
        <source>area: the point it is aimed at</source>
        <translation>area: der Punkt, auf den sie zielt</translation>
    </message>
    <message>
        <source>area: a pf2e cone&apos;s direction (N, NE, E, ...)</source>
        <translation>area: die Richtung eines pf2e-Kegels (N, NE, E, …)</translation>
    </message>
    <message>
        <source>area: a line&apos;s width in feet (default one square)</source>
        <translation>area: die Breite einer Linie in Fuß (Vorgabe: ein Feld)</translation>
    </message>
    <message>
        <source>area: an emanation includes the creature&apos;s own squares</source>
        <translation>area: eine Ausstrahlung schließt die Felder der Kreatur ein</translation>
    </message>
    <message>
        <source>combat: the dice results to use, in order (N,N,...)</source>
        <translation>combat: die zu verwendenden Würfelergebnisse, der Reihe nach (N,N,...)</translation>
    </message>
    <message>
        <source>combat: seed of the dice</source>
        <translation>combat: Startwert der Würfel</translation>
    </message>
    <message>
        <source>combat: hit points of damage, healing or temporary HP</source>
        <translation>combat: Trefferpunkte Schaden, Heilung oder temporäre TP</translation>
    </message>
    <message>
        <source>combat: the damage type</source>
        <translation>combat: die Schadensart</translation>
    </message>
    <message>
        <source>combat: the damage is from a critical hit</source>
        <translation>combat: der Schaden stammt von einem kritischen Treffer</translation>
    </message>
    <message>
        <source>combat: the attacker knocks the target out instead of killing it</source>
        <translation>combat: der Angreifer schlägt das Ziel bewusstlos, statt es zu töten</translation>
    </message>
    <message>
        <source>combat: the condition to give</source>
        <translation>combat: der zu vergebende Zustand</translation>
    </message>
    <message>
        <source>combat: the condition to remove</source>
        <translation>combat: der zu entfernende Zustand</translation>
    </message>
    <message>
        <source>combat: the condition&apos;s value or level</source>
        <translation>combat: Wert oder Stufe des Zustands</translation>
    </message>
    <message>
        <source>combat: the condition lasts N rounds</source>
        <translation>combat: der Zustand dauert N Runden</translation>
    </message>
    <message>
        <source>combat: the turn action to take</source>
        <translation>combat: die auszuführende Aktion</translation>
    </message>
    <message>
        <source>combat: Ready&apos;s trigger or the creature helped</source>
        <translation>combat: der Auslöser von Vorbereiten oder die unterstützte Kreatur</translation>
    </message>
    <message>
        <source>combat start: the surprised creatures</source>
        <translation>combat start: die überraschten Kreaturen</translation>
    </message>
    <message>
        <source>combat join: the initiative as entered</source>
        <translation>combat join: die eingegebene Initiative</translation>
    </message>
    <message>
        <source>combat world-action: which one (from 0)</source>
        <translation>combat world-action: welche (ab 0)</translation>
    </message>
    <message>
        <source>usage: combat FILE OP [options] (see --help)</source>
        <translation>Aufruf: combat DATEI OP [Optionen] (siehe --help)</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0, not &quot;%1&quot;</source>
        <translation>--seed muss eine ganze Zahl ab 0 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--rolls: &quot;%1&quot; is not a die result (a whole number from 1 to 1000)</source>
        <translation>--rolls: „%1“ ist kein Würfelergebnis (eine ganze Zahl von 1 bis 1000)</translation>
    </message>
    <message>
        <source>combat %1: the fight has not started (run combat FILE start first)</source>
        <translation>combat %1: der Kampf hat nicht begonnen (zuerst combat DATEI start ausführen)</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not in the fight</source>
        <translation>--%1: „%2“ nimmt nicht am Kampf teil</translation>
    </message>
    <message>
        <source>move: %1 can&apos;t move (its %2 speed is 0)</source>
        <translation>move: %1 kann sich nicht bewegen (Bewegungsrate %2 ist 0)</translation>
    </message>
    <message>
        <source>move: %1 can&apos;t end its move at %2,%3 (%4)</source>
        <translation>move: %1 kann seine Bewegung nicht auf %2,%3 beenden (%4)</translation>
    </message>
    <message>
        <source>move: %1,%2 takes %3 actions, %4 left</source>
        <translation>move: %1,%2 kostet %3 Aktionen, %4 übrig</translation>
    </message>
    <message>
        <source>move: %1,%2 costs %3 ft, %4 ft left this turn (with Dash)</source>
        <translation>move: %1,%2 kostet %3 ft, in diesem Zug sind %4 ft übrig (mit Spurten)</translation>
    </message>
    <message>
        <source>--to: %1 doesn&apos;t fit on the map at %2,%3</source>
        <translation>--to: %1 passt bei %2,%3 nicht auf die Karte</translation>
    </message>
    <message>
        <source>--surprised: no creature with id &quot;%1&quot; in %2</source>
        <translation>--surprised: keine Kreatur mit der ID „%1“ in %2</translation>
    </message>
    <message>
        <source>condition: give --add NAME or --remove NAME</source>
        <translation>condition: --add NAME oder --remove NAME angeben</translation>
    </message>
    <message>
        <source>condition: the condition&apos;s name is empty</source>
        <translation>condition: der Name des Zustands ist leer</translation>
    </message>
    <message>
        <source>stabilize: %1 is not dying</source>
        <translation>stabilize: %1 liegt nicht im Sterben</translation>
    </message>
    <message>
        <source>death-save: %1 is not dying</source>
        <translation>death-save: %1 liegt nicht im Sterben</translation>
    </message>
    <message>
        <source>--take: unknown action &quot;%1&quot; (expected %2)</source>
        <translation>--take: unbekannte Aktion „%1“ (erwartet: %2)</translation>
    </message>
    <message>
        <source>join: %1 is already in the fight</source>
        <translation>join: %1 nimmt schon am Kampf teil</translation>
    </message>
    <message>
        <source>world-action: the encounter has no world actions</source>
        <translation>world-action: die Begegnung hat keine Weltaktionen</translation>
    </message>
    <message>
        <source>world-action: %1 has not recharged</source>
        <translation>world-action: %1 ist nicht wieder aufgeladen</translation>
    </message>
    <message>
        <source>combat: unknown operation &quot;%1&quot; (expected %2)</source>
        <translation>combat: unbekannte Operation „%1“ (erwartet: %2)</translation>
    </message>
    <message>
        <source>--rolls: ran out of dice results during %1 (give more numbers)</source>
        <translation>--rolls: während %1 gingen die Würfelergebnisse aus (mehr Zahlen angeben)</translation>
    </message>
    <message>
        <source>combat area, end-area: the effect&apos;s name</source>
        <translation>combat area, end-area: der Name des Effekts</translation>
    </message>
    <message>
        <source>combat area: the rounds count down at the start or end of a turn</source>
        <translation>combat area: die Runden zählen zu Beginn oder am Ende eines Zugs ab</translation>
    </message>
    <message>
        <source>combat area: whose turn counts the rounds (default: the creature whose turn it is)</source>
        <translation>combat area: wessen Zug die Runden zählt (Vorgabe: die Kreatur, die am Zug ist)</translation>
    </message>
    <message>
        <source>combat area: the area is difficult terrain while it lasts</source>
        <translation>combat area: der Bereich ist schwieriges Gelände, solange er besteht</translation>
    </message>
    <message>
        <source>combat area: the area is lightly or heavily obscured while it lasts</source>
        <translation>combat area: der Bereich ist leicht oder komplett verschleiert, solange er besteht</translation>
    </message>
    <message>
        <source>area: --rounds counts in someone&apos;s turns: give --of ID (no one&apos;s turn it is)</source>
        <translation>area: --rounds zählt in den Zügen einer Kreatur: --of ID angeben (niemand ist am Zug)</translation>
    </message>
    <message>
        <source>--tick must be start or end, not &quot;%1&quot;</source>
        <translation>--tick muss start oder end sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--obscured must be light or heavy, not &quot;%1&quot;</source>
        <translation>--obscured muss light oder heavy sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>end-area: no area on the map is named &quot;%1&quot;</source>
        <translation>end-area: kein Bereich auf der Karte heißt &quot;%1&quot;</translation>
    </message>
    <message>
        <source>combat area: the creature whose turn it is concentrates on it; it ends with the concentration</source>
        <translation>combat area: die Kreatur am Zug konzentriert sich darauf; der Bereich endet mit der Konzentration</translation>
    </message>
    <message>
        <source>area: --concentration needs a caster: no one&apos;s turn it is</source>
        <translation>area: --concentration braucht einen Zaubernden: niemand ist am Zug</translation>
    </message>
    <message>
        <source>monster: the SRD library can&apos;t be read: %1</source>
        <translation>monster: die SRD-Bibliothek ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>monster: no SRD monster named &quot;%1&quot; (try an index such as goblin or a name such as &quot;Adult Red Dragon&quot;)</source>
        <translation>monster: kein SRD-Monster namens „%1“ (versuchen Sie einen Index wie goblin oder einen Namen wie „Adult Red Dragon“)</translation>
    </message>
    <message>
        <source>save, save-damage: the saving throw (str, dex, ...; pf2e fortitude, reflex, will); other combat operations: the total of the save they call for, as rolled at the table</source>
        <translation>save, save-damage: der Rettungswurf (str, dex, ...; pf2e fortitude, reflex, will); andere Kampfoperationen: das Ergebnis des verlangten Rettungswurfs, wie am Tisch gewürfelt</translation>
    </message>
    <message>
        <source>resolve-attack: the attacker&apos;s attack of this name</source>
        <translation>resolve-attack: der Angriff dieses Namens des Angreifers</translation>
    </message>
    <message>
        <source>resolve-attack: the attack bonus (without --with)</source>
        <translation>resolve-attack: der Angriffsbonus (ohne --with)</translation>
    </message>
    <message>
        <source>resolve-attack, save: the damage, e.g. &quot;1d8+3 slashing, 2d6 fire&quot;</source>
        <translation>resolve-attack, save: der Schaden, z. B. &quot;1d8+3 slashing, 2d6 fire&quot;</translation>
    </message>
    <message>
        <source>resolve-attack: the melee attack&apos;s reach in feet</source>
        <translation>resolve-attack: die Reichweite des Nahkampfangriffs in Fuß</translation>
    </message>
    <message>
        <source>resolve-attack, save: the damage is magical</source>
        <translation>resolve-attack, save: der Schaden ist magisch</translation>
    </message>
    <message>
        <source>resolve-attack: a pf2e agile weapon (multiple attack penalty -4/-8)</source>
        <translation>resolve-attack: eine agile pf2e-Waffe (Mehrfachangriffsmalus -4/-8)</translation>
    </message>
    <message>
        <source>resolve-attack: the attack is made as a reaction</source>
        <translation>resolve-attack: der Angriff ist eine Reaktion</translation>
    </message>
    <message>
        <source>save: the DC</source>
        <translation>save: der SG</translation>
    </message>
    <message>
        <source>save: what a success takes: half, none, basic (pf2e)</source>
        <translation>save: was ein Erfolg erleidet: half, none, basic (pf2e)</translation>
    </message>
    <message>
        <source>save: the creatures that save, in order</source>
        <translation>save: die Kreaturen, die retten, der Reihe nach</translation>
    </message>
    <message>
        <source>give the dice: --rolls N,N,... or --seed S</source>
        <translation>die Würfel angeben: --rolls N,N,... oder --seed S</translation>
    </message>
    <message>
        <source>give --rolls or --seed, not both</source>
        <translation>--rolls oder --seed angeben, nicht beides</translation>
    </message>
    <message>
        <source>--rolls: %1 is not a result of a d%2 (%3)</source>
        <translation>--rolls: %1 ist kein Ergebnis eines W%2 (%3)</translation>
    </message>
    <message>
        <source>give --with NAME or --bonus and --damage, not both</source>
        <translation>--with NAME oder --bonus und --damage angeben, nicht beides</translation>
    </message>
    <message>
        <source>--with: %1 has several attacks named &quot;%2&quot;</source>
        <translation>--with: %1 hat mehrere Angriffe namens &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--with: %1 has no attack named &quot;%2&quot;</source>
        <translation>--with: %1 hat keinen Angriff namens &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>--reach is for a melee attack</source>
        <translation>--reach gilt für einen Nahkampfangriff</translation>
    </message>
    <message>
        <source>--on-save must be half, none or basic, not &quot;%1&quot;</source>
        <translation>--on-save muss half, none oder basic sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>save needs the area (--shape, --size, …) or --targets ID,ID…, one of them</source>
        <translation>save braucht die Fläche (--shape, --size, …) oder --targets ID,ID…, eines davon</translation>
    </message>
    <message>
        <source>--targets: no creature with id &quot;%1&quot; in %2</source>
        <translation>--targets: keine Kreatur mit der ID &quot;%1&quot; in %2</translation>
    </message>
    <message>
        <source>--targets: no creature given</source>
        <translation>--targets: keine Kreatur angegeben</translation>
    </message>
    <message>
        <source>move: %1 rides a mount that moves on its own: move the mount, or dismount first</source>
        <translation>move: %1 reitet ein Reittier, das selbst handelt: das Reittier bewegen oder zuerst absteigen</translation>
    </message>
    <message>
        <source>attack: give --with NAME or --melee/--range, not both</source>
        <translation>attack: --with NAME oder --melee/--range angeben, nicht beides</translation>
    </message>
    <message>
        <source>push: the point the push comes from (fractional allowed)</source>
        <translation>push: der Punkt, von dem der Stoß ausgeht (auch gebrochen)</translation>
    </message>
    <message>
        <source>push: how far, in feet</source>
        <translation>push: wie weit, in Fuß</translation>
    </message>
    <message>
        <source>path: tumble through this creature&apos;s space</source>
        <translation>path: sich akrobatisch durch den Platz dieser Kreatur bewegen</translation>
    </message>
    <message>
        <source>path: drag this grappled creature along</source>
        <translation>path: diese gepackte Kreatur mitziehen</translation>
    </message>
    <message>
        <source>combat hide: pf2e Sneak (undetected)</source>
        <translation>combat hide: Schleichen (pf2e, unentdeckt)</translation>
    </message>
    <message>
        <source>combat seek: a 15-ft emanation instead of a cone</source>
        <translation>combat seek: eine 15-ft-Ausstrahlung statt eines Kegels</translation>
    </message>
    <message>
        <source>%1: no creature &quot;%2&quot;</source>
        <translation>%1: keine Kreatur „%2“</translation>
    </message>
    <message>
        <source>seek: Seek is pf2e (the 5e family searches: combat search)</source>
        <translation>seek: Suchen (Seek) gehört zu pf2e (die 5e-Familie sucht mit combat search)</translation>
    </message>
    <message>
        <source>search: Search is the 5e family&apos;s (pf2e seeks: combat seek)</source>
        <translation>search: Suchen (Search) gehört zur 5e-Familie (pf2e sucht mit combat seek)</translation>
    </message>
    <message>
        <source>reveal: %1 is not hidden</source>
        <translation>reveal: %1 ist nicht versteckt</translation>
    </message>
    <message>
        <source>push: %1 is where the push comes from: no direction</source>
        <translation>push: %1 steht am Ausgangspunkt des Stoßes: keine Richtung</translation>
    </message>
    <message>
        <source>push: two directions may be chosen; give --direction</source>
        <translation>push: zwei Richtungen sind möglich; --direction angeben</translation>
    </message>
    <message>
        <source>push: --direction is not one the push may take</source>
        <translation>push: --direction ist keine mögliche Richtung für den Stoß</translation>
    </message>
    <message>
        <source>seek needs exactly one of --toward X,Y and --emanation</source>
        <translation>seek braucht genau eines von --toward X,Y und --emanation</translation>
    </message>
    <message>
        <source>--through: %1 can&apos;t tumble through its own space</source>
        <translation>--through: %1 kann sich nicht akrobatisch durch seinen eigenen Platz bewegen</translation>
    </message>
    <message>
        <source>--drag: pf2e drags nobody (a grappled creature is moved by Reposition)</source>
        <translation>--drag: in pf2e wird niemand mitgezogen (eine gepackte Kreatur wird mit Umpositionieren bewegt)</translation>
    </message>
    <message>
        <source>--drag: %1 doesn&apos;t grapple %2 (its grappling list)</source>
        <translation>--drag: %1 hält %2 nicht gepackt (seine Liste grappling)</translation>
    </message>
    <message>
        <source>--drag: %1 doesn&apos;t have the grappled condition</source>
        <translation>--drag: %1 ist nicht im Zustand gepackt</translation>
    </message>
    <message>
        <source>push needs exactly one of --from ID and --from-point X,Y</source>
        <translation>push braucht genau eines von --from ID und --from-point X,Y</translation>
    </message>
</context>
<context>
    <name>bm::AreaDamageDialog</name>
    <message>
        <source>Damage All in Area</source>
        <translation>Schaden im ganzen Bereich</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>The damage rolled once for the whole area; enter what was rolled at the table</source>
        <translation>Der Schaden, einmal für den ganzen Bereich gewürfelt; oder das am Tisch gewürfelte Ergebnis eingeben</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Schaden:</translation>
    </message>
    <message>
        <source>(untyped)</source>
        <translation>(ohne Typ)</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;Saving throw</source>
        <translation>&amp;Rettungswurf</translation>
    </message>
    <message>
        <source>&amp;Ability:</source>
        <translation>&amp;Attribut:</translation>
    </message>
    <message>
        <source>D&amp;C:</source>
        <translation>S&amp;G:</translation>
    </message>
    <message>
        <source>&amp;Basic save: half on a success, none on a critical success, double on a critical failure</source>
        <translation>&amp;Einfacher Rettungswurf: halber Schaden bei Erfolg, keiner bei kritischem Erfolg, doppelter bei kritischem Fehlschlag</translation>
    </message>
    <message>
        <source>&amp;Half damage on a success</source>
        <translation>&amp;Halber Schaden bei Erfolg</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>d20</source>
        <translation>W20</translation>
    </message>
    <message>
        <source>Save bonus</source>
        <translation>Rettungswurfbonus</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>&amp;Apply Damage</source>
        <translation>Schaden &amp;anwenden</translation>
    </message>
    <message>
        <source>Not a dice expression: %1</source>
        <translation>Kein Würfelausdruck: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>area, damage roll</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Ma&amp;gical</source>
        <translation>Ma&amp;gisch</translation>
    </message>
    <message>
        <source>The effect is magical: resistance to nonmagical damage doesn&apos;t apply</source>
        <translation>Der Effekt ist magisch: Resistenz gegen nichtmagischen Schaden gilt nicht</translation>
    </message>
    <message>
        <source>Roll the Sa&amp;ves Again</source>
        <translation>Rettungswürfe &amp;neu würfeln</translation>
    </message>
    <message>
        <source>Each creature rolls its save again: its bonus, its cover from the area&apos;s origin, advantage or disadvantage</source>
        <translation>Jede Kreatur würfelt ihren Rettungswurf neu: ihr Bonus, ihre Deckung zum Ursprung des Bereichs, Vorteil oder Nachteil</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Erleidet</translation>
    </message>
    <message>
        <source>The damage after the save, before the creature&apos;s defences</source>
        <translation>Der Schaden nach dem Rettungswurf, vor den Abwehren der Kreatur</translation>
    </message>
    <message>
        <source>What the creature&apos;s resistances, vulnerabilities and immunities leave of it</source>
        <translation>Was Resistenzen, Verwundbarkeiten und Immunitäten der Kreatur davon übrig lassen</translation>
    </message>
    <message>
        <source>Total cover from the area&apos;s origin: not affected</source>
        <translation>Volle Deckung zum Ursprung des Bereichs: nicht betroffen</translation>
    </message>
    <message>
        <source>Save %1, cover +%2 from the area&apos;s origin</source>
        <translation>Rettungswurf %1, Deckung +%2 zum Ursprung des Bereichs</translation>
    </message>
    <message>
        <source>Paralyzed, petrified, stunned or unconscious: fails Strength and Dexterity saves</source>
        <translation>Gelähmt, versteinert, betäubt oder bewusstlos: Rettungswürfe auf Stärke und Geschicklichkeit misslingen</translation>
    </message>
    <message>
        <source>Advantage (dodging): %1</source>
        <translation>Vorteil (weicht aus): %1</translation>
    </message>
    <message>
        <source>Disadvantage (restrained or squeezed): %1</source>
        <translation>Nachteil (festgesetzt oder eingezwängt): %1</translation>
    </message>
    <message>
        <source>total cover: not affected</source>
        <translation>volle Deckung: nicht betroffen</translation>
    </message>
    <message>
        <source>fails automatically</source>
        <translation>misslingt automatisch</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>damage taken (defence)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>bm::AreaDock</name>
    <message>
        <source>%1: %2 / %3 HP</source>
        <translation>%1: %2 / %3 TP</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n creature(s) in the area</source>
        <translation>
            <numerusform>%1: %n Kreatur im Bereich</numerusform>
            <numerusform>%1: %n Kreaturen im Bereich</numerusform>
        </translation>
    </message>
    <message>
        <source>Press on the map at the area&apos;s origin and drag to aim; Esc clears the template.</source>
        <translation>Auf der Karte am Ursprung des Bereichs drücken und zum Zielen ziehen; Esc entfernt die Schablone.</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation>&amp;Form:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>The ruleset&apos;s shapes: emanations (and pf2e cones and lines) start on the creature pressed</source>
        <translation>Die Formen des Regelwerks: Ausstrahlungen (und pf2e-Kegel und -Linien) beginnen bei der angeklickten Kreatur</translation>
    </message>
    <message>
        <source>Damage All in Area…</source>
        <translation>Schaden im ganzen Bereich…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>heavily obscured</source>
        <translation>komplett verschleiert</translation>
    </message>
    <message>
        <source>lightly obscured</source>
        <translation>leicht verschleiert</translation>
    </message>
    <message>
        <source>difficult terrain</source>
        <translation>schwieriges Gelände</translation>
    </message>
    <message>
        <source>until ended</source>
        <translation>bis beendet</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s): %1</source>
        <translation>
            <numerusform>%n Feld: %1</numerusform>
            <numerusform>%n Felder: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>End %1</source>
        <translation>%1 beenden</translation>
    </message>
    <message>
        <source>Keep on Map…</source>
        <translation>Auf der Karte lassen…</translation>
    </message>
    <message>
        <source>The template stays on the map as an effect with a duration and terrain (Fog Cloud, Spike Growth, Web)</source>
        <translation>Die Schablone bleibt als Effekt mit Dauer und Gelände auf der Karte (Nebelwolke, Dornenwuchs, Netz)</translation>
    </message>
    <message>
        <source>S&amp;pell:</source>
        <translation>Zau&amp;ber:</translation>
    </message>
    <message>
        <source>A spell that leaves an area: picks its shape and size, and fills in Keep on Map</source>
        <translation>Ein Zauber, der einen Bereich hinterlässt: wählt Form und Größe und füllt „Auf der Karte lassen“ aus</translation>
    </message>
    <message>
        <source>On the map:</source>
        <translation>Auf der Karte:</translation>
    </message>
    <message>
        <source>&amp;End Effect</source>
        <translation>Effekt b&amp;eenden</translation>
    </message>
</context>
<context>
    <name>bm::AreaTool</name>
    <message>
        <source>%1-ft %2</source>
        <comment>a 20-ft sphere</comment>
        <translation>%2 (%1 ft)</translation>
    </message>
    <message>
        <source>A %1 starts from a creature: press on the creature</source>
        <translation>Form %1 beginnt bei einer Kreatur: auf die Kreatur drücken</translation>
    </message>
    <message>
        <source>%1: drag to aim</source>
        <translation>%1: zum Zielen ziehen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n creature(s)</source>
        <translation>
            <numerusform>%1: %n Kreatur</numerusform>
            <numerusform>%1: %n Kreaturen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 at (%2, %3)</source>
        <comment>a 20-ft sphere at (18, 10): its origin, a grid point</comment>
        <translation>%1 bei (%2, %3)</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <comment>a 15-ft cone from Valeros: the creature it starts on</comment>
        <translation>%1 von %2 aus</translation>
    </message>
    <message>
        <source>the size must be a positive number of feet</source>
        <translation>die Größe muss eine positive Zahl in Fuß sein</translation>
    </message>
    <message>
        <source>an area starts at a point or on a creature, not both</source>
        <translation>ein Bereich beginnt an einem Punkt oder bei einer Kreatur, nicht bei beidem</translation>
    </message>
    <message>
        <source>no creature &quot;%1&quot;</source>
        <translation>keine Kreatur „%1“</translation>
    </message>
    <message>
        <source>the origin %1,%2 is off the map</source>
        <translation>der Ursprung %1,%2 liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>the aim must be a finite point</source>
        <translation>das Ziel muss ein endlicher Punkt sein</translation>
    </message>
    <message>
        <source>pf2e has no cube: use a burst</source>
        <translation>pf2e kennt keinen Würfel: eine Explosion verwenden</translation>
    </message>
    <message>
        <source>an emanation is on a creature: press on the creature</source>
        <translation>eine Ausstrahlung geht von einer Kreatur aus: auf die Kreatur drücken</translation>
    </message>
    <message>
        <source>a pf2e %1 starts from a creature: press on the creature</source>
        <translation>Form %1 (pf2e) beginnt bei einer Kreatur: auf die Kreatur drücken</translation>
    </message>
    <message>
        <source>a burst is centred on a grid point: press where two grid lines cross</source>
        <translation>eine Explosion liegt mittig auf einem Rasterpunkt: dort drücken, wo sich zwei Rasterlinien kreuzen</translation>
    </message>
    <message>
        <source>a cube starts at a grid point: press where two grid lines cross</source>
        <translation>ein Würfel beginnt an einem Rasterpunkt: dort drücken, wo sich zwei Rasterlinien kreuzen</translation>
    </message>
    <message>
        <source>an area starts at a point or on a creature: press on the map</source>
        <translation>ein Bereich beginnt an einem Punkt oder bei einer Kreatur: auf die Karte drücken</translation>
    </message>
    <message>
        <source>a %1 needs an aim: drag to aim</source>
        <translation>Form %1 braucht eine Richtung: zum Zielen ziehen</translation>
    </message>
    <message>
        <source>a pf2e line is one square wide</source>
        <translation>eine Linie ist in pf2e ein Feld breit</translation>
    </message>
    <message>
        <source>the %1 is aimed at its own origin: drag away from it</source>
        <translation>Form %1 zielt auf ihren eigenen Ursprung: davon weg ziehen</translation>
    </message>
    <message>
        <source>the area covers no square of the map</source>
        <translation>der Bereich deckt kein Feld der Karte ab</translation>
    </message>
    <message>
        <source>the effect needs a name</source>
        <translation>der Effekt braucht einen Namen</translation>
    </message>
</context>
<context>
    <name>bm::AttackCheckDock</name>
    <message>
        <source>Attack Check</source>
        <translation>Angriffsprüfung</translation>
    </message>
    <message>
        <source>Cover tool: click an attacker, then a target.</source>
        <translation>Deckungswerkzeug: erst einen Angreifer, dann ein Ziel anklicken.</translation>
    </message>
</context>
<context>
    <name>bm::AttackTool</name>
    <message>
        <source>%1 can&apos;t attack itself: click another creature (Esc gives up)</source>
        <translation>%1 kann sich nicht selbst angreifen: eine andere Kreatur anklicken (Esc bricht ab)</translation>
    </message>
    <message>
        <source>Attack: click the target&apos;s token (Esc gives up)</source>
        <translation>Angriff: den Spielstein des Ziels anklicken (Esc bricht ab)</translation>
    </message>
</context>
<context>
    <name>bm::AttacksEditor</name>
    <message>
        <source>default (%1 ft)</source>
        <translation>Standard (%1 ft)</translation>
    </message>
    <message>
        <source>Dice such as 1d8+3 or 2d6+1d4; Enter keeps it</source>
        <translation>Würfel wie 1d8+3 oder 2d6+1d4; Eingabe übernimmt sie</translation>
    </message>
    <message>
        <source>Remove this damage</source>
        <translation>Diesen Schaden entfernen</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(ohne Art)</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Angriff %1</translation>
    </message>
    <message>
        <source>%1 already has an attack named &quot;%2&quot;</source>
        <translation>%1 hat schon einen Angriff „%2“</translation>
    </message>
    <message>
        <source>An attack needs a name</source>
        <translation>Ein Angriff braucht einen Namen</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Add an attack to this creature</source>
        <translation>Dieser Kreatur einen Angriff geben</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the attack picked in the list</source>
        <translation>Den gewählten Angriff entfernen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Attack bonus added to the d20</source>
        <translation>Angriffsbonus, der zum W20 zählt</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>Melee reach in feet; &quot;default&quot; is the creature&apos;s reach</source>
        <translation>Nahkampfreichweite in Fuß; „Standard“ ist die Reichweite der Kreatur</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Normal range in feet</source>
        <translation>Normale Entfernung in Fuß</translation>
    </message>
    <message>
        <source>Long range in feet (disadvantage beyond the normal range)</source>
        <translation>Große Entfernung in Fuß (Nachteil jenseits der normalen)</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>+ Damage</source>
        <translation>+ Schaden</translation>
    </message>
    <message>
        <source>Add a damage part of another type, e.g. 1d6 fire</source>
        <translation>Schaden einer weiteren Art, z. B. 1d6 Feuer</translation>
    </message>
    <message>
        <source>Magical</source>
        <translation>Magisch</translation>
    </message>
    <message>
        <source>Overcomes resistances to nonmagical damage</source>
        <translation>Überwindet Resistenzen gegen nichtmagischen Schaden</translation>
    </message>
    <message>
        <source>Agile</source>
        <translation>Agil</translation>
    </message>
    <message>
        <source>Pathfinder 2e: the multiple attack penalty is -4/-8</source>
        <translation>Pathfinder 2e: der Mehrfachangriffsmalus ist -4/-8</translation>
    </message>
</context>
<context>
    <name>bm::AutoSaver</name>
    <message>
        <source>Autosave to %1 failed: %2</source>
        <translation>Automatisches Speichern nach %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>(unreadable: %1)</source>
        <translation>(unlesbar: %1)</translation>
    </message>
    <message>
        <source>can&apos;t read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 is not a Battlemap recovery file</source>
        <translation>%1 ist keine Battlemap-Wiederherstellungsdatei</translation>
    </message>
</context>
<context>
    <name>bm::CalibrationDialog</name>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Image %1 x %2 pixels; map %3 x %4 squares. The magenta grid shows where the map&apos;s squares fall on the image; square (0, 0) is shaded.</source>
        <translation>Bild %1 x %2 Pixel; Karte %3 x %4 Felder. Das magentafarbene Raster zeigt, wo die Felder der Karte auf dem Bild liegen; Feld (0, 0) ist schattiert.</translation>
    </message>
    <message>
        <source>Click the button, then two corners of the grid drawn on the image, as far apart as you can see well.</source>
        <translation>Auf die Schaltfläche klicken, dann auf zwei Ecken des ins Bild gezeichneten Rasters, so weit auseinander, wie sie noch gut zu erkennen sind.</translation>
    </message>
    <message>
        <source>Click a grid corner on the image.</source>
        <translation>Eine Rasterecke auf dem Bild anklicken.</translation>
    </message>
    <message>
        <source>The two corners are the same point; try again.</source>
        <translation>Die beiden Ecken sind derselbe Punkt; bitte noch einmal.</translation>
    </message>
    <message>
        <source>%1 pixels per square. Check the grid and adjust the numbers if needed.</source>
        <translation>%1 Pixel pro Feld. Raster prüfen und die Zahlen bei Bedarf anpassen.</translation>
    </message>
    <message>
        <source>Calibrate background</source>
        <translation>Hintergrund kalibrieren</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Bilder (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Set background image</source>
        <translation>Hintergrundbild festlegen</translation>
    </message>
    <message>
        <source>Now click the corner one square away (across, down or diagonally).</source>
        <translation>Jetzt die Ecke ein Feld weiter anklicken (waagrecht, senkrecht oder diagonal).</translation>
    </message>
    <message>
        <source>Now click the corner %1 squares away (across, down or diagonally).</source>
        <translation>Jetzt die Ecke %1 Felder weiter anklicken (waagrecht, senkrecht oder diagonal).</translation>
    </message>
    <message>
        <source>The map becomes %1 x %2 squares (now %3 x %4).</source>
        <translation>Die Karte wird %1 x %2 Felder groß (jetzt %3 x %4).</translation>
    </message>
    <message>
        <source>The image holds %1 x %2 whole squares; the map has %3 x %4.</source>
        <translation>Das Bild enthält %1 x %2 ganze Felder; die Karte hat %3 x %4.</translation>
    </message>
    <message>
        <source>Calibrate background and fit the grid</source>
        <translation>Hintergrund kalibrieren und Raster anpassen</translation>
    </message>
</context>
<context>
    <name>bm::CombatLogDock</name>
    <message>
        <source>Combat Log</source>
        <translation>Kampfprotokoll</translation>
    </message>
    <message>
        <source>R%1  %2</source>
        <translation>R%1  %2</translation>
    </message>
    <message>
        <source>Roll dice: 2d6+3, d20 adv, d20 dis, 4d6 … and Enter</source>
        <translation>Würfeln: 2d6+3, d20 vorteil, d20 nachteil, 4d6 … und Eingabe</translation>
    </message>
    <message>
        <source>Dice to roll, such as 2d6+3 or d20+5 adv (advantage) or d20 dis (disadvantage). Enter rolls them and writes the roll in the combat log (Undo takes it back).</source>
        <translation>Zu werfende Würfel, etwa 2d6+3 oder d20+5 vorteil (Vorteil) oder d20 nachteil (Nachteil). Die Eingabetaste würfelt und schreibt den Wurf ins Kampfprotokoll (Rückgängig nimmt ihn zurück).</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
</context>
<context>
    <name>bm::CombatantDock</name>
    <message>
        <source>Temporary HP</source>
        <translation>Temporäre TP</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Verbrauchen</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 nutzt %2.</translation>
    </message>
    <message>
        <source>its reaction</source>
        <translation>seine Reaktion</translation>
    </message>
    <message>
        <source>a bonus action</source>
        <translation>eine Bonusaktion</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>eine Aktion</translation>
    </message>
    <message>
        <source>Nothing left to spend.</source>
        <translation>Nichts mehr übrig.</translation>
    </message>
    <message>
        <source>Death save</source>
        <translation>Todesrettungswurf</translation>
    </message>
    <message>
        <source>Stabilize</source>
        <translation>Stabilisieren</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Effekt entfernen</translation>
    </message>
    <message>
        <source>Pick a creature and an amount first.</source>
        <translation>Erst eine Kreatur und einen Betrag wählen.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Heilen</translation>
    </message>
    <message>
        <source>Name the effect or pick a condition.</source>
        <translation>Benenne den Effekt oder wähle einen Zustand.</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Effekt hinzufügen</translation>
    </message>
    <message>
        <source>Select a creature on the map or in the initiative list.</source>
        <translation>Wähle eine Kreatur auf der Karte oder in der Initiativeliste.</translation>
    </message>
    <message>
        <source>HP %1 / %2</source>
        <translation>TP %1 / %2</translation>
    </message>
    <message>
        <source>, %1 temporary</source>
        <translation>, %1 temporär</translation>
    </message>
    <message>
        <source> · dying %1, wounded %2</source>
        <translation> · sterbend %1, verwundet %2</translation>
    </message>
    <message>
        <source> · death saves %1 ✓ %2 ✗%3</source>
        <translation> · Todesrettungswürfe %1 ✓ %2 ✗%3</translation>
    </message>
    <message>
        <source>, stable</source>
        <translation>, stabil</translation>
    </message>
    <message>
        <source> · fatigue %1, strife %2</source>
        <translation> · Erschöpfung %1, Zermürbung %2</translation>
    </message>
    <message>
        <source> · dead</source>
        <translation> · tot</translation>
    </message>
    <message>
        <source>%1 of %2 actions left, reaction %3, %4 ft moved</source>
        <translation>%1 von %2 Aktionen übrig, Reaktion %3, %4 ft bewegt</translation>
    </message>
    <message>
        <source>spent</source>
        <translation>verbraucht</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>Action %1, bonus action %2, reaction %3; %4 ft moved, %5 ft left</source>
        <translation>Aktion %1, Bonusaktion %2, Reaktion %3; %4 ft bewegt, %5 ft übrig</translation>
    </message>
    <message>
        <source>, counts at the start of %1&apos;s turn</source>
        <translation>, zählt zu Beginn des Zugs von %1</translation>
    </message>
    <message>
        <source>, counts at the end of %1&apos;s turn</source>
        <translation>, zählt am Ende des Zugs von %1</translation>
    </message>
    <message>
        <source>the caster (whose turn it is)</source>
        <translation>der Wirkende (wer am Zug ist)</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Kampfteilnehmer</translation>
    </message>
    <message>
        <source>Deal the amount as damage of the type (Shift+D)</source>
        <translation>Den Betrag als Schaden der Art zufügen (Umschalt+D)</translation>
    </message>
    <message>
        <source>Heal the amount (Shift+H)</source>
        <translation>Den Betrag heilen (Umschalt+H)</translation>
    </message>
    <message>
        <source>Temp HP</source>
        <translation>Temp. TP</translation>
    </message>
    <message>
        <source>Temporary hit points: the higher of the old and the new amount (they don&apos;t stack)</source>
        <translation>Temporäre Trefferpunkte: der höhere von altem und neuem Wert (nicht kumulativ)</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>A critical hit: two death save failures at 0 HP (2014, 2024); pf2e: dying 2</source>
        <translation>Ein kritischer Treffer: zwei Fehlschläge bei 0 TP (2014, 2024); pf2e: sterbend 2</translation>
    </message>
    <message>
        <source>Damage type: resistances, vulnerabilities, immunities and pf2e weaknesses apply</source>
        <translation>Schadensart: Resistenzen, Verwundbarkeiten, Immunitäten und pf2e-Schwächen gelten</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Bonus Action</source>
        <translation>Bonusaktion</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>Death Save</source>
        <translation>Todesrettungswurf</translation>
    </message>
    <message>
        <source>Remove Effect or Condition</source>
        <translation>Effekt oder Zustand entfernen</translation>
    </message>
    <message>
        <source>Add Effect</source>
        <translation>Effekt hinzufügen</translation>
    </message>
    <message>
        <source>Bless, Burning, Frightened…</source>
        <translation>Segnen, Brennend, Verängstigt…</translation>
    </message>
    <message>
        <source>pf2e persistent damage, e.g. 1d6 (uses the damage type)</source>
        <translation>pf2e anhaltender Schaden, z. B. 1d6 (nutzt die Schadensart)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Counted on</source>
        <translation>Gezählt bei</translation>
    </message>
    <message>
        <source>Persistent</source>
        <translation>Anhaltend</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>N rounds, counted at the start of the turn</source>
        <translation>N Runden, gezählt zu Beginn des Zugs</translation>
    </message>
    <message>
        <source>N rounds, counted at the end of the turn</source>
        <translation>N Runden, gezählt am Ende des Zugs</translation>
    </message>
    <message>
        <source>Until the start of the next turn</source>
        <translation>Bis zum Beginn des nächsten Zugs</translation>
    </message>
    <message>
        <source>Until the end of the next turn</source>
        <translation>Bis zum Ende des nächsten Zugs</translation>
    </message>
    <message>
        <source>Until removed</source>
        <translation>Bis entfernt</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Sneaking (Stealth %1)</source>
        <translation>Schleichend (Heimlichkeit %1)</translation>
    </message>
    <message>
        <source>Hidden (Stealth %1)</source>
        <translation>Versteckt (Heimlichkeit %1)</translation>
    </message>
    <message>
        <source>%1, found by %2</source>
        <translation>%1, entdeckt von %2</translation>
    </message>
    <message>
        <source>Hide or Sneak…</source>
        <translation>Verstecken oder Schleichen…</translation>
    </message>
    <message>
        <source>Hide…</source>
        <translation>Verstecken…</translation>
    </message>
    <message>
        <source>A Stealth check, rolled or typed: hidden from those it beats</source>
        <translation>Ein Heimlichkeitswurf, gewürfelt oder eingegeben: versteckt vor denen, die er übertrifft</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>A Perception check: finds the hidden creatures in sight whose Stealth it equals or beats</source>
        <translation>Ein Wahrnehmungswurf: entdeckt die versteckten Kreaturen in Sicht, deren Heimlichkeit er erreicht oder übertrifft</translation>
    </message>
    <message>
        <source>Seek…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>A 30-ft cone: aim it on the map with the mouse, click to seek there</source>
        <translation>Ein 30-ft-Kegel: auf der Karte mit der Maus ausrichten, klicken, um dort zu suchen</translation>
    </message>
    <message>
        <source>Seek Around</source>
        <translation>Rundum suchen</translation>
    </message>
    <message>
        <source>A 15-ft emanation around the creature</source>
        <translation>Eine 15-ft-Ausstrahlung um die Kreatur</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>No longer hidden from anyone (it spoke, it stepped into the light)</source>
        <translation>Vor niemandem mehr versteckt (es hat gesprochen, ist ins Licht getreten)</translation>
    </message>
</context>
<context>
    <name>bm::CoverTool</name>
    <message>
        <source>Cover: click the attacker, then the target</source>
        <translation>Deckung: den Angreifer, dann das Ziel anklicken</translation>
    </message>
    <message>
        <source>Cover: attacker %1; now click the target</source>
        <translation>Deckung: Angreifer %1; jetzt das Ziel anklicken</translation>
    </message>
    <message>
        <source>%1 attacks %2 (%3 ft)</source>
        <translation>%1 greift %2 an (%3 ft)</translation>
    </message>
    <message>
        <source>Cover: %1 (+%2 AC)</source>
        <translation>Deckung: %1 (+%2 RK)</translation>
    </message>
    <message>
        <source>Cover: total (can&apos;t be targeted)</source>
        <translation>Deckung: voll (kann nicht anvisiert werden)</translation>
    </message>
    <message>
        <source>%1 is flanked by %2</source>
        <translation>%1 wird von %2 in die Zange genommen</translation>
    </message>
    <message>
        <source>Impossible: %1</source>
        <translation>Unmöglich: %1</translation>
    </message>
    <message>
        <source>Advantage: %1</source>
        <translation>Vorteil: %1</translation>
    </message>
    <message>
        <source>Disadvantage: %1</source>
        <translation>Nachteil: %1</translation>
    </message>
    <message>
        <source>Target is off-guard (-2 AC)</source>
        <translation>Ziel ist auf dem falschen Fuß (-2 RK)</translation>
    </message>
    <message>
        <source>Roll: %1</source>
        <translation>Wurf: %1</translation>
    </message>
    <message>
        <source>%1 cover, +%2 AC</source>
        <translation>Deckung: %1, +%2 RK</translation>
    </message>
    <message>
        <source>total cover</source>
        <translation>volle Deckung</translation>
    </message>
    <message>
        <source>none</source>
        <comment>cover degree</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>lesser</source>
        <comment>cover degree (pf2e)</comment>
        <translation>gering</translation>
    </message>
    <message>
        <source>half</source>
        <comment>cover degree</comment>
        <translation>halb</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>cover degree (pf2e)</comment>
        <translation>normal</translation>
    </message>
    <message>
        <source>three-quarters</source>
        <comment>cover degree</comment>
        <translation>dreiviertel</translation>
    </message>
    <message>
        <source>greater</source>
        <comment>cover degree (pf2e)</comment>
        <translation>groß</translation>
    </message>
    <message>
        <source>total</source>
        <comment>cover degree</comment>
        <translation>voll</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>attack roll</comment>
        <translation>normal</translation>
    </message>
    <message>
        <source>advantage</source>
        <comment>attack roll</comment>
        <translation>mit Vorteil</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <comment>attack roll</comment>
        <translation>mit Nachteil</translation>
    </message>
    <message>
        <source>Target is off-guard (-2 AC): %1</source>
        <translation>Ziel ist auf dem falschen Fuß (-2 RK): %1</translation>
    </message>
    <message>
        <source>Attack penalty: %1</source>
        <translation>Angriffsmalus: %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a flanking pair</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 is Dodging until the start of its next turn</source>
        <translation>%1 weicht bis zum Beginn seines nächsten Zuges aus</translation>
    </message>
    <message>
        <source>%1 has Disengaged: its movement provokes no opportunity attacks this turn</source>
        <translation>%1 hat sich gelöst: Seine Bewegung provoziert in diesem Zug keine Gelegenheitsangriffe</translation>
    </message>
    <message>
        <source>Elevation: %1 at %2 ft, %3 at %4 ft</source>
        <translation>Höhe: %1 auf %2 ft, %3 auf %4 ft</translation>
    </message>
    <message>
        <source>%1 sees %2 poorly: %3</source>
        <translation>%1 sieht %2 schlecht: %3</translation>
    </message>
    <message>
        <source>%1 can&apos;t see %2: %3</source>
        <translation>%1 kann %2 nicht sehen: %3</translation>
    </message>
    <message>
        <source>%1 can&apos;t see %2 (unseen attacker): %3</source>
        <translation>%1 kann %2 nicht sehen (ungesehener Angreifer): %3</translation>
    </message>
    <message>
        <source>Flat check: DC %1 (target concealed)</source>
        <translation>Glückswurf: SG %1 (Ziel verborgen)</translation>
    </message>
    <message>
        <source>Flat check: DC %1 (target hidden or undetected)</source>
        <translation>Glückswurf: SG %1 (Ziel versteckt oder unbemerkt)</translation>
    </message>
    <message>
        <source>Cover: none</source>
        <translation>Deckung: keine</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>keine Deckung</translation>
    </message>
    <message>
        <source>%1 is underwater: its weapon attacks follow the underwater rules</source>
        <translation>%1 ist unter Wasser: für seine Waffenangriffe gelten die Regeln für den Unterwasserkampf</translation>
    </message>
    <message>
        <source>%1 is underwater: it resists fire damage</source>
        <translation>%1 ist unter Wasser: es ist resistent gegen Feuerschaden</translation>
    </message>
</context>
<context>
    <name>bm::CreatureActions</name>
    <message>
        <source>No free square on the map for a new creature</source>
        <translation>Kein freies Feld auf der Karte für eine neue Kreatur</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Added %1 at (%2, %3); edit it in the Creature panel</source>
        <translation>%1 bei (%2, %3) hinzugefügt; im Bereich „Kreatur“ bearbeiten</translation>
    </message>
    <message>
        <source>No free space near %1 for a copy</source>
        <translation>Kein freier Platz neben %1 für eine Kopie</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <source>%1 added at (%2, %3)</source>
        <translation>%1 bei (%2, %3) hinzugefügt</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>%1 deleted (Undo brings it back)</source>
        <translation>%1 gelöscht (Rückgängig holt sie zurück)</translation>
    </message>
    <message>
        <source>Add Creature Here</source>
        <translation>Kreatur hier hinzufügen</translation>
    </message>
    <message>
        <source>Token &amp;Picture…</source>
        <translation>&amp;Bild der Spielfigur…</translation>
    </message>
    <message>
        <source>Token Picture</source>
        <translation>Bild der Spielfigur</translation>
    </message>
    <message>
        <source>New token picture (Undo brings the old one back)</source>
        <translation>Neues Bild der Spielfigur (Rückgängig bringt das alte zurück)</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 nutzt %2</translation>
    </message>
    <message>
        <source>Opportunity Attack on %1</source>
        <translation>Gelegenheitsangriff auf %1</translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <translation>Gelegenheitsangriff</translation>
    </message>
    <message>
        <source>Opportunity attack: reaction spent</source>
        <translation>Gelegenheitsangriff: Reaktion verbraucht</translation>
    </message>
    <message>
        <source>What Does %1 &amp;See?</source>
        <translation>Was &amp;sieht %1?</translation>
    </message>
    <message>
        <source>Sight shading off</source>
        <translation>Sichtschattierung aus</translation>
    </message>
    <message>
        <source>Shaded: what %1 doesn&apos;t see (ask again or press Esc to stop)</source>
        <translation>Schattiert: was %1 nicht sieht (erneut wählen oder Esc zum Beenden)</translation>
    </message>
    <message>
        <source>End %1</source>
        <translation>%1 beenden</translation>
    </message>
    <message>
        <source>%1 has left the map (Undo brings it back)</source>
        <translation>%1 ist von der Karte verschwunden (Rückgängig holt es zurück)</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>&amp;Angreifen</translation>
    </message>
    <message>
        <source>&amp;Hidden from the Players</source>
        <translation>Vor den Spielern &amp;verborgen</translation>
    </message>
    <message>
        <source>Hide %1 from the players</source>
        <translation>%1 vor den Spielern verbergen</translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation>%1 den Spielern zeigen</translation>
    </message>
    <message>
        <source>%1 is hidden from the players, whatever the fog says (Undo shows it again)</source>
        <translation>%1 ist vor den Spielern verborgen, egal was der Nebel sagt (Rückgängig zeigt die Kreatur wieder)</translation>
    </message>
    <message>
        <source>%1 shows to the players where they can see it</source>
        <translation>%1 ist für die Spieler sichtbar, wo sie die Kreatur sehen können</translation>
    </message>
    <message>
        <source>Multiattack</source>
        <translation>Mehrfachangriff</translation>
    </message>
    <message>
        <source>Door &amp;Locked</source>
        <translation>Tür &amp;verschlossen</translation>
    </message>
    <message>
        <source>The Party &amp;Knows It&apos;s Locked</source>
        <translation>Die Gruppe &amp;weiß, dass sie verschlossen ist</translation>
    </message>
    <message>
        <source>Lock door</source>
        <translation>Tür verschließen</translation>
    </message>
    <message>
        <source>Unlock door</source>
        <translation>Tür aufschließen</translation>
    </message>
    <message>
        <source>Door locked: the players&apos; devices show it closed until one of them tries it</source>
        <translation>Tür verschlossen: die Geräte der Spieler zeigen sie geschlossen, bis einer von ihnen sie versucht</translation>
    </message>
    <message>
        <source>Door unlocked (closed)</source>
        <translation>Tür aufgeschlossen (geschlossen)</translation>
    </message>
    <message>
        <source>The party knows a door is locked</source>
        <translation>Die Gruppe weiß, dass eine Tür verschlossen ist</translation>
    </message>
    <message>
        <source>The party doesn&apos;t know a door is locked</source>
        <translation>Die Gruppe weiß nicht, dass eine Tür verschlossen ist</translation>
    </message>
    <message>
        <source>The players&apos; devices show the door locked</source>
        <translation>Die Geräte der Spieler zeigen die Tür verschlossen</translation>
    </message>
    <message>
        <source>The players&apos; devices show the door closed</source>
        <translation>Die Geräte der Spieler zeigen die Tür geschlossen</translation>
    </message>
</context>
<context>
    <name>bm::CreatureDock</name>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Verbündet</translation>
    </message>
    <message>
        <source>Hostile</source>
        <translation>Feindlich</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation>Winzig</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittelgroß</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Riesig</translation>
    </message>
    <message>
        <source>Gargantuan</source>
        <translation>Gigantisch</translation>
    </message>
    <message>
        <source>Titanic (a5e)</source>
        <translation>Titanisch (a5e)</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>Humanoid</source>
        <translation>Humanoide</translation>
    </message>
    <message>
        <source>Beast</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Drache</translation>
    </message>
    <message>
        <source>Undead</source>
        <translation>Untoter</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Konstrukt</translation>
    </message>
    <message>
        <source>Elemental</source>
        <translation>Elementar</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Riese</translation>
    </message>
    <message>
        <source>Monstrosity</source>
        <translation>Monstrosität</translation>
    </message>
    <message>
        <source>Fiend</source>
        <translation>Unhold</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>space</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>max HP</source>
        <translation>Max. TP</translation>
    </message>
    <message>
        <source>temp HP</source>
        <translation>Temp. TP</translation>
    </message>
    <message>
        <source>initiative bonus</source>
        <translation>Initiativebonus</translation>
    </message>
    <message>
        <source>walking speed</source>
        <translation>Bewegungsrate (Laufen)</translation>
    </message>
    <message>
        <source>flying speed</source>
        <translation>Bewegungsrate (Fliegen)</translation>
    </message>
    <message>
        <source>swimming speed</source>
        <translation>Bewegungsrate (Schwimmen)</translation>
    </message>
    <message>
        <source>climbing speed</source>
        <translation>Bewegungsrate (Klettern)</translation>
    </message>
    <message>
        <source>burrowing speed</source>
        <translation>Bewegungsrate (Graben)</translation>
    </message>
    <message>
        <source>Can&apos;t change the %1 of %2: %3</source>
        <translation>%1 von %2 lässt sich nicht ändern: %3</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <source>Select a creature on the map to edit it.</source>
        <translation>Eine Kreatur auf der Karte auswählen, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>from size (%1)</source>
        <translation>nach Größe (%1)</translation>
    </message>
    <message>
        <source>default (%1 ft)</source>
        <translation>Standard (%1 ft)</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Eigenes: %1</translation>
    </message>
    <message>
        <source>Token Picture</source>
        <translation>Bild der Spielfigur</translation>
    </message>
    <message>
        <source>Own picture</source>
        <translation>Eigenes Bild</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>elevation</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>darkvision</source>
        <translation>Dunkelsicht</translation>
    </message>
    <message>
        <source>blindsight</source>
        <translation>Blindsicht</translation>
    </message>
    <message>
        <source>truesight</source>
        <translation>Wahrsicht</translation>
    </message>
    <message>
        <source>low-light vision</source>
        <translation>Dämmersicht</translation>
    </message>
    <message>
        <source>candle (5/5 ft)</source>
        <translation>Kerze (5/5 ft)</translation>
    </message>
    <message>
        <source>torch (20/20 ft)</source>
        <translation>Fackel (20/20 ft)</translation>
    </message>
    <message>
        <source>lamp (15/30 ft)</source>
        <translation>Lampe (15/30 ft)</translation>
    </message>
    <message>
        <source>hooded lantern (30/30 ft)</source>
        <translation>Kapuzenlaterne (30/30 ft)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>eigenes</translation>
    </message>
    <message>
        <source>light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>visibility to the players</source>
        <translation>Sichtbarkeit für die Spieler</translation>
    </message>
    <message>
        <source>its own light (%1/%2 ft)</source>
        <translation>eigenes Licht (%1/%2 ft)</translation>
    </message>
</context>
<context>
    <name>bm::Document</name>
    <message>
        <source>Untitled encounter</source>
        <translation>Unbenannte Begegnung</translation>
    </message>
</context>
<context>
    <name>bm::EncounterSettingsDialog</name>
    <message>
        <source>Ruleset default (%1)</source>
        <translation>Vorgabe des Regelwerks (%1)</translation>
    </message>
    <message>
        <source>Ruleset default (on)</source>
        <translation>Vorgabe des Regelwerks (an)</translation>
    </message>
    <message>
        <source>Ruleset default (off)</source>
        <translation>Vorgabe des Regelwerks (aus)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Bright</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dim</source>
        <translation>Dämmrig</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a condition and its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Flanking</source>
        <translation>Flankieren</translation>
    </message>
    <message>
        <source>Diagonals</source>
        <translation>Diagonalen</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (the new ruleset&apos;s default)</source>
        <translation>%1: %2 → %3 (Vorgabe des neuen Regelwerks)</translation>
    </message>
    <message>
        <source>%1: stays %2 (set for this encounter)</source>
        <translation>%1: bleibt %2 (für diese Begegnung gewählt)</translation>
    </message>
    <message>
        <source>%1: %2 is dropped (the new ruleset has no such condition)</source>
        <translation>%1: %2 entfällt (das neue Regelwerk kennt diesen Zustand nicht)</translation>
    </message>
    <message>
        <source>%1: %2 becomes %3</source>
        <translation>%1: %2 wird zu %3</translation>
    </message>
    <message>
        <source>Switch the Ruleset</source>
        <translation>Regelwerk wechseln</translation>
    </message>
    <message>
        <source>Switch &quot;%1&quot; from %2 to %3?</source>
        <translation>„%1“ von %2 auf %3 umstellen?</translation>
    </message>
    <message>
        <source>Nothing else changes: every condition carries over as it is.</source>
        <translation>Sonst ändert sich nichts: Jeder Zustand bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>This changes:&lt;ul&gt;%1&lt;/ul&gt;Undo takes it all back.</source>
        <translation>Das ändert sich:&lt;ul&gt;%1&lt;/ul&gt;Rückgängig nimmt alles zurück.</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Wechseln</translation>
    </message>
    <message>
        <source>Ruleset changed from %1 to %2.</source>
        <translation>Regelwerk von %1 auf %2 umgestellt.</translation>
    </message>
    <message>
        <source>%1: at 0 HP (death save failures: %2), now dying %3</source>
        <translation>%1: bei 0 TP (fehlgeschlagene Todesrettungswürfe: %2), jetzt sterbend %3</translation>
    </message>
    <message>
        <source>%1: dying %2, now at 0 HP (death save failures: %3)</source>
        <translation>%1: sterbend %2, jetzt bei 0 TP (fehlgeschlagene Todesrettungswürfe: %3)</translation>
    </message>
</context>
<context>
    <name>bm::EraserTool</name>
    <message>
        <source>Erase %1</source>
        <translation>%1 radieren</translation>
    </message>
    <message>
        <source>Erase terrain</source>
        <translation>Gelände radieren</translation>
    </message>
    <message>
        <source>No %1 there to erase</source>
        <translation>Dort gibt es kein „%1“ zu radieren</translation>
    </message>
    <message>
        <source>No terrain there to erase</source>
        <translation>Dort gibt es kein Gelände zu radieren</translation>
    </message>
    <message numerus="yes">
        <source>Erased terrain from %n square(s)</source>
        <translation>
            <numerusform>Gelände von %n Feld radiert</numerusform>
            <numerusform>Gelände von %n Feldern radiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erased %n wall(s)</source>
        <translation>
            <numerusform>%n Wand radiert</numerusform>
            <numerusform>%n Wände radiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>Wände radieren</translation>
    </message>
</context>
<context>
    <name>bm::FogTool</name>
    <message>
        <source>Reveal Squares</source>
        <translation>Felder aufdecken</translation>
    </message>
    <message>
        <source>Hide Squares</source>
        <translation>Felder verbergen</translation>
    </message>
    <message>
        <source>Reveal All</source>
        <translation>Alles aufdecken</translation>
    </message>
    <message>
        <source>Reset Explored Squares</source>
        <translation>Erkundete Felder zurücksetzen</translation>
    </message>
    <message>
        <source>Fog from Sight</source>
        <translation>Nebel aus Sicht</translation>
    </message>
    <message>
        <source>Manual Fog</source>
        <translation>Manueller Nebel</translation>
    </message>
    <message>
        <source>%1 squares hidden from the players</source>
        <translation>%1 Felder vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>%1 squares revealed to the players</source>
        <translation>%1 Felder für die Spieler aufgedeckt</translation>
    </message>
    <message>
        <source>Fog of war: drag to reveal squares to the players, Shift-drag to hide them; with Ctrl, paint them</source>
        <translation>Nebel des Krieges: Ziehen deckt Felder für die Spieler auf, Umschalt+Ziehen verbirgt sie; mit Strg malen</translation>
    </message>
</context>
<context>
    <name>bm::ForcedMoveActions</name>
    <message>
        <source>%1 pushed %2 ft %3</source>
        <translation>%1 %2 ft nach %3 gestoßen</translation>
    </message>
    <message>
        <source>%1 pushed %2 of %3 ft %4: %5 stops it</source>
        <translation>%1 %2 von %3 ft nach %4 gestoßen: %5 hält es auf</translation>
    </message>
    <message>
        <source>%1 (away from %2)</source>
        <translation>%1 (weg von %2)</translation>
    </message>
    <message>
        <source>pushed %1 ft %2</source>
        <translation>%1 ft nach %2 gestoßen</translation>
    </message>
    <message>
        <source>%1 of %2 ft %3: %4 stops it</source>
        <translation>%1 von %2 ft nach %3: %4 hält es auf</translation>
    </message>
    <message>
        <source>Push %1</source>
        <translation>%1 stoßen</translation>
    </message>
    <message>
        <source>No push: %1 is where the push comes from</source>
        <translation>Kein Stoß: %1 steht am Ausgangspunkt des Stoßes</translation>
    </message>
    <message>
        <source>No push: that direction is not one the push may take</source>
        <translation>Kein Stoß: in diese Richtung ist der Stoß nicht möglich</translation>
    </message>
    <message>
        <source>No such creature</source>
        <translation>Diese Kreatur gibt es nicht</translation>
    </message>
    <message>
        <source>Sho&amp;ve %1</source>
        <translation>%1 st&amp;oßen</translation>
    </message>
    <message>
        <source>Away from %1: %2 ft %3</source>
        <translation>Weg von %1: %2 ft nach %3</translation>
    </message>
    <message>
        <source>%1, critical success</source>
        <translation>%1, kritischer Erfolg</translation>
    </message>
    <message>
        <source>%1 (%2 stops it at %3 ft)</source>
        <translation>%1 (%2 hält es nach %3 ft auf)</translation>
    </message>
    <message>
        <source>&amp;Grapple</source>
        <translation>&amp;Packen</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>%1 loslassen</translation>
    </message>
    <message>
        <source>&amp;Tumble Through</source>
        <translation>Akrobatisch &amp;hindurchbewegen</translation>
    </message>
    <message>
        <source>Don&apos;t Tumble</source>
        <translation>Nicht hindurchbewegen</translation>
    </message>
    <message>
        <source>%1 grapples %2</source>
        <translation>%1 packt %2</translation>
    </message>
    <message>
        <source>%1 grapples %2 (grappled); pf2e drags nobody: Release it before %1 moves</source>
        <translation>%1 packt %2 (gepackt); in pf2e wird niemand mitgezogen: %2 loslassen, bevor %1 sich bewegt</translation>
    </message>
    <message>
        <source>%1 grapples %2 (grappled): dragging %1 drags %2 along, each foot costing double</source>
        <translation>%1 packt %2 (gepackt): wer %1 zieht, zieht %2 mit, jeder Fuß kostet doppelt</translation>
    </message>
    <message>
        <source>No creature &quot;%1&quot;</source>
        <translation>Keine Kreatur „%1“</translation>
    </message>
    <message>
        <source>%1 can&apos;t grapple itself</source>
        <translation>%1 kann sich nicht selbst packen</translation>
    </message>
    <message>
        <source>%1 is out of %2&apos;s reach</source>
        <translation>%1 ist außerhalb der Reichweite von %2</translation>
    </message>
    <message>
        <source>%1 already grapples %2</source>
        <translation>%1 hält %2 schon gepackt</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t grapple %2</source>
        <translation>%1 hält %2 nicht gepackt</translation>
    </message>
    <message>
        <source>%1 releases %2</source>
        <translation>%1 lässt %2 los</translation>
    </message>
    <message>
        <source>%1&apos;s next move doesn&apos;t tumble</source>
        <translation>%1 bewegt sich beim nächsten Mal nicht akrobatisch hindurch</translation>
    </message>
    <message>
        <source>%1&apos;s next move may tumble through %2&apos;s space (drag the token)</source>
        <translation>%1 darf sich beim nächsten Mal akrobatisch durch den Platz von %2 bewegen (den Spielstein ziehen)</translation>
    </message>
</context>
<context>
    <name>bm::HelpDialogs</name>
    <message>
        <source>The user guide is missing from this build.</source>
        <translation>Das Benutzerhandbuch fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>Battlemap User Guide</source>
        <translation>Battlemap-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>About Battlemap</source>
        <translation>Über Battlemap</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Battlemap %1&lt;/h3&gt;&lt;p&gt;A battle map with exact movement, cover and flanking for D&amp;amp;D 5e (2014, 2024), Level Up A5E and Pathfinder 2e.&lt;/p&gt;&lt;p&gt;Rules text from the SRD 5.1 and 5.2 (CC-BY-4.0, Wizards of the Coast).&lt;/p&gt;&lt;p&gt;This work includes material taken from the System Reference Document 5.1 (&quot;SRD 5.1&quot;) by Wizards of the Coast LLC and available at &lt;a href=&quot;https://dnd.wizards.com/resources/systems-reference-document&quot;&gt;https://dnd.wizards.com/resources/systems-reference-document&lt;/a&gt;. The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at &lt;a href=&quot;https://creativecommons.org/licenses/by/4.0/legalcode&quot;&gt;https://creativecommons.org/licenses/by/4.0/legalcode&lt;/a&gt;. The monster library&apos;s data comes from the 5e-bits/5e-database project (MIT).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Battlemap %1&lt;/h3&gt;&lt;p&gt;Eine Kampfkarte mit exakter Bewegung, Deckung und Flankieren für D&amp;amp;D 5e (2014, 2024), Level Up A5E und Pathfinder 2e.&lt;/p&gt;&lt;p&gt;Regeltexte aus dem SRD 5.1 und 5.2 (CC-BY-4.0, Wizards of the Coast).&lt;/p&gt;&lt;p&gt;This work includes material taken from the System Reference Document 5.1 (&quot;SRD 5.1&quot;) by Wizards of the Coast LLC and available at &lt;a href=&quot;https://dnd.wizards.com/resources/systems-reference-document&quot;&gt;https://dnd.wizards.com/resources/systems-reference-document&lt;/a&gt;. The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at &lt;a href=&quot;https://creativecommons.org/licenses/by/4.0/legalcode&quot;&gt;https://creativecommons.org/licenses/by/4.0/legalcode&lt;/a&gt;. Die Daten der Monsterbibliothek stammen aus dem Projekt 5e-bits/5e-database (MIT).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>Move tool</source>
        <translation>Bewegen-Werkzeug</translation>
    </message>
    <message>
        <source>Map (any tool)</source>
        <translation>Karte (jedes Werkzeug)</translation>
    </message>
    <message>
        <source>Move a creature along its cheapest legal path</source>
        <translation>Eine Kreatur auf ihrem günstigsten erlaubten Weg bewegen</translation>
    </message>
    <message>
        <source>Drag the token</source>
        <translation>Spielstein ziehen</translation>
    </message>
    <message>
        <source>Place a creature anywhere on the map (the GM&apos;s override)</source>
        <translation>Eine Kreatur irgendwo auf die Karte setzen (Eingriff der Spielleitung)</translation>
    </message>
    <message>
        <source>%1+drag</source>
        <comment>a key held while dragging</comment>
        <translation>%1+Ziehen</translation>
    </message>
    <message>
        <source>Route the selected creature&apos;s move through squares</source>
        <translation>Den Weg der gewählten Kreatur über Felder führen</translation>
    </message>
    <message>
        <source>Shift+click the squares, then drag the token</source>
        <translation>Umschalt+Klick auf die Felder, dann den Spielstein ziehen</translation>
    </message>
    <message>
        <source>Fly instead of walking, or land</source>
        <translation>Fliegen statt gehen, oder landen</translation>
    </message>
    <message>
        <source>Ctrl+drag</source>
        <comment>a key held while dragging</comment>
        <translation>Strg+Ziehen</translation>
    </message>
    <message>
        <source>Crawl instead of standing up first (a prone creature)</source>
        <translation>Kriechen statt erst aufzustehen (eine liegende Kreatur)</translation>
    </message>
    <message>
        <source>Shift+drag</source>
        <comment>a key held while dragging</comment>
        <translation>Umschalt+Ziehen</translation>
    </message>
    <message>
        <source>Cancel the drag: the token goes back</source>
        <translation>Ziehen abbrechen: der Spielstein kehrt zurück</translation>
    </message>
    <message>
        <source>Esc while dragging</source>
        <translation>Esc beim Ziehen</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <source>Measure between squares or creatures</source>
        <translation>Zwischen Feldern oder Kreaturen messen</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Cover and Flanking</source>
        <translation>Deckung und Flankieren</translation>
    </message>
    <message>
        <source>Cover lines, flanking and the attack check</source>
        <translation>Deckungslinien, Flankieren und die Angriffsprüfung</translation>
    </message>
    <message>
        <source>Click the attacker, then the target</source>
        <translation>Angreifer anklicken, dann das Ziel</translation>
    </message>
    <message>
        <source>Area Template</source>
        <translation>Flächenschablone</translation>
    </message>
    <message>
        <source>Place an area and aim it</source>
        <translation>Eine Fläche setzen und ausrichten</translation>
    </message>
    <message>
        <source>Press at the origin, drag to aim (Esc clears)</source>
        <translation>Am Ursprung drücken, zum Ausrichten ziehen (Esc entfernt)</translation>
    </message>
    <message>
        <source>Terrain Brush</source>
        <translation>Geländepinsel</translation>
    </message>
    <message>
        <source>Paint squares; a rectangle</source>
        <translation>Felder malen; ein Rechteck</translation>
    </message>
    <message>
        <source>Drag; Shift+drag</source>
        <translation>Ziehen; Umschalt+Ziehen</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radiergummi</translation>
    </message>
    <message>
        <source>Erase terrain; a rectangle; walls</source>
        <translation>Gelände radieren; ein Rechteck; Wände</translation>
    </message>
    <message>
        <source>Drag; Shift+drag; start the drag on a wall</source>
        <translation>Ziehen; Umschalt+Ziehen; das Ziehen auf einer Wand beginnen</translation>
    </message>
    <message>
        <source>Wall, Door</source>
        <translation>Wand, Tür</translation>
    </message>
    <message>
        <source>Draw a wall or a door; free ends</source>
        <translation>Eine Wand oder Tür zeichnen; freie Enden</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner; Shift+drag</source>
        <translation>Von Rasterecke zu Rasterecke ziehen; Umschalt+Ziehen</translation>
    </message>
    <message>
        <source>Move, Wall, Door</source>
        <translation>Bewegen, Wand, Tür</translation>
    </message>
    <message>
        <source>Open or close a door</source>
        <translation>Eine Tür öffnen oder schließen</translation>
    </message>
    <message>
        <source>Click the door</source>
        <translation>Die Tür anklicken</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>Lichtquellen</translation>
    </message>
    <message>
        <source>Place a light; move it; size it; remove it</source>
        <translation>Eine Lichtquelle setzen; verschieben; ihre Reichweite ändern; entfernen</translation>
    </message>
    <message>
        <source>Click; drag; Shift+drag; right-click</source>
        <translation>Klick; Ziehen; Umschalt+Ziehen; Rechtsklick</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Nebel des Krieges</translation>
    </message>
    <message>
        <source>Reveal squares; hide them; paint instead of a rectangle</source>
        <translation>Felder aufdecken; verbergen; malen statt eines Rechtecks</translation>
    </message>
    <message>
        <source>Drag; Shift+drag; Ctrl+drag</source>
        <translation>Ziehen; Umschalt+Ziehen; Strg+Ziehen</translation>
    </message>
    <message>
        <source>The creature&apos;s or the square&apos;s menu</source>
        <translation>Das Menü der Kreatur oder des Feldes</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>Rechtsklick</translation>
    </message>
    <message>
        <source>Pan the map</source>
        <translation>Die Karte verschieben</translation>
    </message>
    <message>
        <source>Middle-drag, or Space+drag</source>
        <translation>Mit der mittleren Taste ziehen, oder Leertaste+Ziehen</translation>
    </message>
    <message>
        <source>Zoom; scroll sideways</source>
        <translation>Zoomen; seitlich scrollen</translation>
    </message>
    <message>
        <source>Wheel; Shift+wheel</source>
        <translation>Mausrad; Umschalt+Mausrad</translation>
    </message>
    <message>
        <source>Give a token a picture</source>
        <translation>Einem Spielstein ein Bild geben</translation>
    </message>
    <message>
        <source>Drop an image file on the token</source>
        <translation>Eine Bilddatei auf den Spielstein ziehen</translation>
    </message>
    <message>
        <source>Push a creature the way it is dragged, away from the creature beside it (a Shove, a gust)</source>
        <translation>Eine Kreatur in die Richtung stoßen, in die sie gezogen wird, weg von der Kreatur neben ihr (Stoßen, ein Windstoß)</translation>
    </message>
    <message>
        <source>Shift+Alt+drag</source>
        <comment>keys held while dragging</comment>
        <translation>Umschalt+Alt+Ziehen</translation>
    </message>
    <message>
        <source>Shove, Grapple, Release or Tumble Through</source>
        <translation>Stoßen, Packen, Loslassen oder akrobatisch Hindurchbewegen</translation>
    </message>
    <message>
        <source>Right-click the token</source>
        <translation>Rechtsklick auf den Spielstein</translation>
    </message>
</context>
<context>
    <name>bm::HideDialog</name>
    <message>
        <source>Hide %1</source>
        <translation>Verstecken: %1</translation>
    </message>
    <message>
        <source>&amp;Roll d20 − %1</source>
        <translation>W20 − %1 &amp;würfeln</translation>
    </message>
    <message>
        <source>&amp;Roll d20 + %1</source>
        <translation>W20 + %1 &amp;würfeln</translation>
    </message>
    <message>
        <source>&amp;Stealth total:</source>
        <translation>&amp;Heimlichkeitsergebnis:</translation>
    </message>
    <message>
        <source>S&amp;neak (undetected)</source>
        <translation>S&amp;chleichen (unentdeckt)</translation>
    </message>
    <message>
        <source>The Hide action needs 15 or more.</source>
        <translation>Die Aktion Verstecken braucht 15 oder mehr.</translation>
    </message>
</context>
<context>
    <name>bm::HttpGate</name>
    <message>
        <source>A connection from %1 was closed to make room for another</source>
        <translation>Eine Verbindung von %1 wurde geschlossen, um Platz für eine andere zu machen</translation>
    </message>
    <message>
        <source>A request from %1 was refused: its head is over %2 bytes</source>
        <translation>Eine Anfrage von %1 wurde abgewiesen: ihr Kopf ist größer als %2 Bytes</translation>
    </message>
    <message>
        <source>A request from %1 was refused: over %2 header lines</source>
        <translation>Eine Anfrage von %1 wurde abgewiesen: mehr als %2 Kopfzeilen</translation>
    </message>
    <message>
        <source>A request from %1 was refused: %2</source>
        <translation>Eine Anfrage von %1 wurde abgewiesen: %2</translation>
    </message>
    <message>
        <source>A connection from %1 was refused: a page from another site</source>
        <translation>Eine Verbindung von %1 wurde abgewiesen: eine Seite einer anderen Website</translation>
    </message>
    <message>
        <source>A connection from %1 was closed: an unmasked WebSocket frame</source>
        <translation>Eine Verbindung von %1 wurde geschlossen: ein unmaskierter WebSocket-Rahmen</translation>
    </message>
</context>
<context>
    <name>bm::InitiativeDock</name>
    <message>
        <source>End combat</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Verzögern</translation>
    </message>
    <message>
        <source>Only tied creatures can change places; set the initiative to move a creature.</source>
        <translation>Nur gleichauf liegende Kreaturen können tauschen; setze die Initiative, um eine Kreatur zu verschieben.</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Initiative of %1:</source>
        <translation>Initiative von %1:</translation>
    </message>
    <message>
        <source>Set initiative</source>
        <translation>Initiative setzen</translation>
    </message>
    <message>
        <source>Roll Initiative</source>
        <translation>Initiative würfeln</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Initiative würfeln</translation>
    </message>
    <message>
        <source>Roll with Advantage</source>
        <translation>Mit Vorteil würfeln</translation>
    </message>
    <message>
        <source>Roll with Disadvantage</source>
        <translation>Mit Nachteil würfeln</translation>
    </message>
    <message>
        <source>Initiative Check</source>
        <translation>Initiativewurf</translation>
    </message>
    <message>
        <source>Initiative check</source>
        <translation>Initiativewurf</translation>
    </message>
    <message>
        <source>Act Now (End Delay)</source>
        <translation>Jetzt handeln (Verzögern beenden)</translation>
    </message>
    <message>
        <source>End delay</source>
        <translation>Verzögern beenden</translation>
    </message>
    <message>
        <source>Ready an Action…</source>
        <translation>Aktion vorbereiten…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Vorbereiten</translation>
    </message>
    <message>
        <source>Trigger:</source>
        <translation>Auslöser:</translation>
    </message>
    <message>
        <source>Readied Action Goes Off</source>
        <translation>Vorbereitete Aktion auslösen</translation>
    </message>
    <message>
        <source>Readied action</source>
        <translation>Vorbereitete Aktion</translation>
    </message>
    <message>
        <source>Ride</source>
        <translation>Reiten auf</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Aufsteigen</translation>
    </message>
    <message>
        <source>Dismount</source>
        <translation>Absteigen</translation>
    </message>
    <message>
        <source>Remove from Combat</source>
        <translation>Aus dem Kampf nehmen</translation>
    </message>
    <message>
        <source>Remove from combat</source>
        <translation>Aus dem Kampf nehmen</translation>
    </message>
    <message>
        <source>Add to Combat</source>
        <translation>Zum Kampf hinzufügen</translation>
    </message>
    <message>
        <source>Add to combat</source>
        <translation>Zum Kampf hinzufügen</translation>
    </message>
    <message>
        <source>Start combat</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <source>Reorder tie</source>
        <translation>Gleichstand umordnen</translation>
    </message>
    <message>
        <source>World Action</source>
        <translation>Weltaktion</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Recharge (N–6, 0 for none):</source>
        <translation>Aufladen (N–6, 0 für keines):</translation>
    </message>
    <message>
        <source>Add world action</source>
        <translation>Weltaktion hinzufügen</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Countdown (Würfelvorrat)</translation>
    </message>
    <message>
        <source>Dice in the pool (d6):</source>
        <translation>Würfel im Vorrat (W6):</translation>
    </message>
    <message>
        <source>Remove dice showing at least (6, 5 or 4):</source>
        <translation>Würfel entfernen ab (6, 5 oder 4):</translation>
    </message>
    <message>
        <source>Add countdown</source>
        <translation>Countdown hinzufügen</translation>
    </message>
    <message>
        <source>Use world action</source>
        <translation>Weltaktion einsetzen</translation>
    </message>
    <message>
        <source>delaying</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>readied</source>
        <translation>vorbereitet</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>%1 ft left</source>
        <translation>%1 ft übrig</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>dying %1</source>
        <translation>sterbend %1</translation>
    </message>
    <message>
        <source>stable</source>
        <translation>stabil</translation>
    </message>
    <message>
        <source>saves %1✓ %2✗</source>
        <translation>Würfe %1✓ %2✗</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1&lt;/b&gt; · %2 · %3&apos;s turn</source>
        <translation>&lt;b&gt;Runde %1&lt;/b&gt; · %2 · %3 ist am Zug</translation>
    </message>
    <message>
        <source>Combat over after round %1 (%2)</source>
        <translation>Kampf vorbei nach Runde %1 (%2)</translation>
    </message>
    <message>
        <source>Not in combat: Start rolls initiative for every creature.</source>
        <translation>Kein Kampf: „Kampf beginnen“ würfelt Initiative für jede Kreatur.</translation>
    </message>
    <message>
        <source>End Combat</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <source>Start Combat</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <source>d20 %1, %2</source>
        <translation>W20 %1, %2</translation>
    </message>
    <message>
        <source>%1 (Recharge %2–6): %3</source>
        <translation>%1 (Aufladen %2–6): %3</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>used</source>
        <translation>verbraucht</translation>
    </message>
    <message>
        <source>%1: world action</source>
        <translation>%1: Weltaktion</translation>
    </message>
    <message>
        <source>Double-click: the world uses it</source>
        <translation>Doppelklick: die Welt setzt sie ein</translation>
    </message>
    <message>
        <source>Countdown %1: ended</source>
        <translation>Countdown %1: abgelaufen</translation>
    </message>
    <message>
        <source>Countdown %1: %2 d6 (removes %3–6)</source>
        <translation>Countdown %1: %2 W6 (entfernt %3–6)</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Ini</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>&amp;Start Combat</source>
        <translation>Kampf &amp;beginnen</translation>
    </message>
    <message>
        <source>E&amp;nd Combat</source>
        <translation>Kampf be&amp;enden</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>End this turn and start the next one (durations tick, dying creatures save)</source>
        <translation>Diesen Zug beenden und den nächsten beginnen (Dauern laufen, Sterbende würfeln)</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>De&amp;lay</source>
        <translation>Ver&amp;zögern</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>World Action…</source>
        <translation>Weltaktion…</translation>
    </message>
    <message>
        <source>Countdown…</source>
        <translation>Countdown…</translation>
    </message>
    <message>
        <source>Advantage:</source>
        <translation>Vorteil:</translation>
    </message>
    <message>
        <source>A5E: the side that started the fight may roll initiative with advantage</source>
        <translation>A5E: die Seite, die den Kampf begonnen hat, darf Initiative mit Vorteil würfeln</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>the party</source>
        <translation>die Gruppe</translation>
    </message>
    <message>
        <source>the hostiles</source>
        <translation>die Feinde</translation>
    </message>
    <message>
        <source>Move Up within the Tie</source>
        <translation>Im Gleichstand nach oben</translation>
    </message>
    <message>
        <source>Move Down within the Tie</source>
        <translation>Im Gleichstand nach unten</translation>
    </message>
</context>
<context>
    <name>bm::InviteDialog</name>
    <message>
        <source>Invite Players</source>
        <translation>Spieler einladen</translation>
    </message>
    <message>
        <source>Each player opens their link on a phone, tablet or laptop on this network and sees the map as their character knows it. The links work while this window&apos;s server runs.</source>
        <translation>Jeder Spieler öffnet seinen Link auf einem Handy, Tablet oder Laptop in diesem Netzwerk und sieht die Karte so, wie sein Charakter sie kennt. Die Links funktionieren, solange der Server dieses Fensters läuft.</translation>
    </message>
    <message>
        <source>This network (%1)</source>
        <translation>Dieses Netzwerk (%1)</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Nur dieser Computer (127.0.0.1)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>ein freier Port</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>&amp;Copy Link</source>
        <translation>Link &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Renew Link</source>
        <translation>Link &amp;erneuern</translation>
    </message>
    <message>
        <source>A new link for this seat: the old one stops working at once</source>
        <translation>Ein neuer Link für diesen Platz: der alte funktioniert sofort nicht mehr</translation>
    </message>
    <message>
        <source>Can&apos;t listen on %1, port %2: another program may use it. Pick another port.</source>
        <translation>Kann nicht auf %1, Port %2 lauschen: vielleicht nutzt ihn ein anderes Programm. Wähle einen anderen Port.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message numerus="yes">
        <source>Serving on port %1: %n device(s) connected</source>
        <translation>
            <numerusform>Bereit auf Port %1: %n Gerät verbunden</numerusform>
            <numerusform>Bereit auf Port %1: %n Geräte verbunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Not serving: press Start</source>
        <translation>Nicht bereit: Starten drücken</translation>
    </message>
    <message>
        <source>The whole party</source>
        <translation>Die ganze Gruppe</translation>
    </message>
    <message>
        <source>Start the server to get the links</source>
        <translation>Starte den Server, um die Links zu erhalten</translation>
    </message>
</context>
<context>
    <name>bm::KeepAreaDialog</name>
    <message>
        <source>Keep Area on Map</source>
        <translation>Bereich auf der Karte lassen</translation>
    </message>
    <message>
        <source>The %1 stays on the map as an effect until it ends: the engine uses its terrain for movement and sight while it lasts.</source>
        <translation>%1: bleibt als Effekt auf der Karte, bis der Effekt endet; Bewegung und Sicht berücksichtigen sein Gelände, solange er besteht.</translation>
    </message>
    <message>
        <source>Fog Cloud, Spike Growth, Web…</source>
        <translation>Nebelwolke, Dornenwuchs, Netz…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>until ended</source>
        <translation>bis beendet</translation>
    </message>
    <message>
        <source>&amp;Lasts:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>at the start of</source>
        <translation>zu Beginn von</translation>
    </message>
    <message>
        <source>at the end of</source>
        <translation>am Ende von</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Zug von %1</translation>
    </message>
    <message>
        <source>&amp;Counts down:</source>
        <translation>&amp;Zählt ab:</translation>
    </message>
    <message>
        <source>&amp;Difficult terrain</source>
        <translation>&amp;Schwieriges Gelände</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Gelände:</translation>
    </message>
    <message>
        <source>not obscured</source>
        <translation>nicht verschleiert</translation>
    </message>
    <message>
        <source>lightly obscured</source>
        <translation>leicht verschleiert</translation>
    </message>
    <message>
        <source>heavily obscured</source>
        <translation>komplett verschleiert</translation>
    </message>
    <message>
        <source>&amp;Sight:</source>
        <translation>Si&amp;cht:</translation>
    </message>
    <message>
        <source>&amp;Keep on Map</source>
        <translation>Auf der &amp;Karte lassen</translation>
    </message>
    <message>
        <source>Co&amp;ncentration (ends when %1&apos;s concentration ends)</source>
        <translation>Ko&amp;nzentration (endet, wenn die Konzentration von %1 endet)</translation>
    </message>
    <message>
        <source>Co&amp;ncentration</source>
        <translation>Ko&amp;nzentration</translation>
    </message>
    <message>
        <source>Only in a fight: the creature whose turn it is concentrates on the area</source>
        <translation>Nur im Kampf: die Kreatur am Zug konzentriert sich auf den Bereich</translation>
    </message>
    <message numerus="yes">
        <source> round(s)</source>
        <translation>
            <numerusform> Runde</numerusform>
            <numerusform> Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::LightTool</name>
    <message>
        <source>Torch (20 ft, dim 20 ft)</source>
        <translation>Fackel (20 ft, dämmrig 20 ft)</translation>
    </message>
    <message>
        <source>Lantern, hooded (30 ft, dim 30 ft)</source>
        <translation>Blendlaterne (30 ft, dämmrig 30 ft)</translation>
    </message>
    <message>
        <source>Lantern, bullseye (60 ft, dim 60 ft)</source>
        <translation>Zyklopenlaterne (60 ft, dämmrig 60 ft)</translation>
    </message>
    <message>
        <source>Candle (5 ft, dim 5 ft)</source>
        <translation>Kerze (5 ft, dämmrig 5 ft)</translation>
    </message>
    <message>
        <source>Light cantrip (20 ft, dim 20 ft)</source>
        <translation>Zaubertrick Licht (20 ft, dämmrig 20 ft)</translation>
    </message>
    <message>
        <source>Daylight spell (60 ft, dim 60 ft)</source>
        <translation>Zauber Tageslicht (60 ft, dämmrig 60 ft)</translation>
    </message>
    <message>
        <source>Light: click to place, drag to move, Shift+drag to size, right-click to remove</source>
        <translation>Licht: Klicken setzt, Ziehen verschiebt, Umschalt+Ziehen ändert die Größe, Rechtsklick entfernt</translation>
    </message>
    <message>
        <source>Remove Light</source>
        <translation>Lichtquelle entfernen</translation>
    </message>
    <message>
        <source>Add Light</source>
        <translation>Lichtquelle setzen</translation>
    </message>
    <message>
        <source>Light placed at %1, %2: bright %3 ft, dim %4 ft more</source>
        <translation>Lichtquelle bei %1, %2: hell %3 ft, dämmrig %4 ft weiter</translation>
    </message>
    <message>
        <source>Light at %1, %2</source>
        <translation>Lichtquelle bei %1, %2</translation>
    </message>
    <message>
        <source>Light: bright %1 ft, dim %2 ft more</source>
        <translation>Licht: hell %1 ft, dämmrig %2 ft weiter</translation>
    </message>
    <message>
        <source>Move Light</source>
        <translation>Lichtquelle verschieben</translation>
    </message>
    <message>
        <source>Size Light</source>
        <translation>Lichtquelle skalieren</translation>
    </message>
</context>
<context>
    <name>bm::MainWindow</name>
    <message>
        <source>Drag a token to move it; the path, its cost and any opportunity attacks show as you drag.</source>
        <translation>Einen Token ziehen, um ihn zu bewegen; Weg, Kosten und Gelegenheitsangriffe erscheinen beim Ziehen.</translation>
    </message>
    <message>
        <source>Attack profile for the ruler and the cover inspector</source>
        <translation>Angriffsprofil für Lineal und Deckungsprüfung</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Reach this turn</source>
        <translation>Erreichbar in diesem Zug</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 Aktion</translation>
    </message>
    <message>
        <source>2 actions</source>
        <translation>2 Aktionen</translation>
    </message>
    <message>
        <source>3 actions</source>
        <translation>3 Aktionen</translation>
    </message>
    <message>
        <source>within speed</source>
        <translation>innerhalb der Bewegungsrate</translation>
    </message>
    <message>
        <source>with Dash</source>
        <translation>mit Spurt</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>blue: within speed; orange: needs Dash; hatched: squeezing; ! opportunity attack</source>
        <translation>blau: innerhalb der Bewegungsrate; orange: braucht Spurt; schraffiert: eingezwängt; ! Gelegenheitsangriff</translation>
    </message>
    <message>
        <source>Cover lines</source>
        <translation>Deckungslinien</translation>
    </message>
    <message>
        <source>green: clear; red: wall or blocked square; orange: object; purple: creature</source>
        <translation>grün: frei; rot: Wand oder blockiertes Feld; orange: Objekt; lila: Kreatur</translation>
    </message>
    <message>
        <source>%1[*] — Battlemap</source>
        <translation>%1[*] — Battlemap</translation>
    </message>
    <message>
        <source>Can&apos;t open encounter</source>
        <translation>Begegnung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <source>Open Encounter</source>
        <translation>Begegnung öffnen</translation>
    </message>
    <message>
        <source>Battlemap encounters (*.battlemap.json *.json)</source>
        <translation>Battlemap-Begegnungen (*.battlemap.json *.json)</translation>
    </message>
    <message>
        <source>Can&apos;t save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Encounter</source>
        <translation>Begegnung speichern</translation>
    </message>
    <message>
        <source>Battlemap encounters (*.battlemap.json)</source>
        <translation>Battlemap-Begegnungen (*.battlemap.json)</translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation>Karte exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Can&apos;t export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>What the terrain brush paints</source>
        <translation>Was der Geländepinsel malt</translation>
    </message>
    <message>
        <source>Set Background Image</source>
        <translation>Hintergrundbild festlegen</translation>
    </message>
    <message>
        <source>Can&apos;t use this image</source>
        <translation>Dieses Bild ist nicht verwendbar</translation>
    </message>
    <message>
        <source>There is no background image to calibrate: File → Set Background Image… first</source>
        <translation>Kein Hintergrundbild zum Kalibrieren: zuerst Datei → Hintergrundbild festlegen…</translation>
    </message>
    <message>
        <source>Background calibrated: %1 pixels per square</source>
        <translation>Hintergrund kalibriert: %1 Pixel pro Feld</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Import Map</source>
        <translation>Karte importieren</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt)</source>
        <translation>Universal-VTT-Karten (*.dd2vtt *.uvtt *.df2vtt)</translation>
    </message>
    <message>
        <source>Import cancelled; the map is unchanged</source>
        <translation>Import abgebrochen; die Karte ist unverändert</translation>
    </message>
    <message>
        <source>Can&apos;t import map</source>
        <translation>Karte kann nicht importiert werden</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %2 x %3 squares, %n wall(s)</source>
        <translation>
            <numerusform>%1 importiert: %2 x %3 Felder, %n Wand</numerusform>
            <numerusform>%1 importiert: %2 x %3 Felder, %n Wände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <translation>
            <numerusform>%n Tür</numerusform>
            <numerusform>%n Türen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import Map…</source>
        <translation>Karte &amp;importieren…</translation>
    </message>
    <message>
        <source>Imported Object Outlines Block Movement</source>
        <translation>Importierte Objektumrisse blockieren Bewegung</translation>
    </message>
    <message>
        <source>Object outlines of imported maps block movement as well as sight</source>
        <translation>Objektumrisse importierter Karten blockieren Bewegung wie Sicht</translation>
    </message>
    <message>
        <source>Dama&amp;ge</source>
        <translation>Scha&amp;den</translation>
    </message>
    <message>
        <source>Deal the amount in the combatant panel to its creature (or to the one whose turn it is)</source>
        <translation>Den Betrag im Kampfteilnehmer-Feld seiner Kreatur als Schaden zufügen (oder der, die am Zug ist)</translation>
    </message>
    <message>
        <source>&amp;Heal</source>
        <translation>&amp;Heilen</translation>
    </message>
    <message>
        <source>Heal the creature in the combatant panel by its amount</source>
        <translation>Die Kreatur im Kampfteilnehmer-Feld um den Betrag heilen</translation>
    </message>
    <message>
        <source>Autosave Interva&amp;l…</source>
        <translation>Inter&amp;vall für automatisches Speichern…</translation>
    </message>
    <message>
        <source>How often unsaved changes are kept in a recovery file</source>
        <translation>Wie oft ungespeicherte Änderungen in einer Wiederherstellungsdatei gesichert werden</translation>
    </message>
    <message>
        <source>Can&apos;t open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Exported %1 at %2 pixels a square (%3x%4 pixels): the map is too big for %5</source>
        <translation>%1 mit %2 Pixeln pro Feld exportiert (%3x%4 Pixel): die Karte ist zu groß für %5</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Automatisches Speichern</translation>
    </message>
    <message>
        <source>Keep unsaved changes in a recovery file every … seconds (0: never):</source>
        <translation>Ungespeicherte Änderungen alle … Sekunden in einer Wiederherstellungsdatei sichern (0: nie):</translation>
    </message>
    <message numerus="yes">
        <source>Autosave every %n second(s)</source>
        <translation>
            <numerusform>Automatisch speichern alle %n Sekunde</numerusform>
            <numerusform>Automatisch speichern alle %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>Automatisches Speichern ist aus</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nie gespeichert</translation>
    </message>
    <message>
        <source>• %1 (%2), autosaved %3</source>
        <translation>• %1 (%2), automatisch gesichert %3</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Battlemap did not close properly last time. Unsaved changes were kept for:

%1

Restore the newest? Discard deletes the recovery files.</source>
        <translation>Battlemap wurde beim letzten Mal nicht ordnungsgemäß beendet. Ungespeicherte Änderungen wurden gesichert für:

%1

Die neuesten wiederherstellen? Verwerfen löscht die Wiederherstellungsdateien.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Restored unsaved changes: save them to keep them</source>
        <translation>Ungespeicherte Änderungen wiederhergestellt: speichern, um sie zu behalten</translation>
    </message>
    <message>
        <source>Can&apos;t restore</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <source>Not an encounter, and not an image Battlemap can read: %1</source>
        <translation>Keine Begegnung und kein Bild, das Battlemap lesen kann: %1</translation>
    </message>
    <message>
        <source>%1 · %2×%3 squares of %4 ft</source>
        <translation>%1 · %2×%3 Felder zu %4 ft</translation>
    </message>
    <message>
        <source>New Encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <source>Change encounter settings</source>
        <translation>Begegnungseinstellungen ändern</translation>
    </message>
    <message>
        <source>Best speed</source>
        <translation>Beste Bewegungsart</translation>
    </message>
    <message>
        <source>How dragged creatures move: each one&apos;s best speed (flying when it flies), or the mode picked here. Hold Ctrl while dragging to fly instead of walking, or to land.</source>
        <translation>Wie gezogene Kreaturen sich bewegen: jede mit ihrer besten Bewegungsart (fliegend, wenn sie fliegt) oder der hier gewählten. Strg beim Ziehen gedrückt halten, um statt zu gehen zu fliegen oder zu landen.</translation>
    </message>
    <message>
        <source>Put every panel back in its place beside the map</source>
        <translation>Jedes Panel wieder an seinen Platz neben der Karte setzen</translation>
    </message>
    <message>
        <source>Combat has not started: no creature&apos;s turn</source>
        <translation>Der Kampf hat nicht begonnen: Niemand ist am Zug</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 nutzt %2</translation>
    </message>
    <message>
        <source>Combat has not started</source>
        <translation>Der Kampf hat nicht begonnen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Background calibrated: %1 pixels per square; the map is now %2 x %3 squares</source>
        <translation>Hintergrund kalibriert: %1 Pixel pro Feld; die Karte hat jetzt %2 x %3 Felder</translation>
    </message>
    <message>
        <source>Can&apos;t fit the grid to the image</source>
        <translation>Das Raster lässt sich nicht ans Bild anpassen</translation>
    </message>
    <message>
        <source>Reset La&amp;yout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <source>Can&apos;t use this picture for a token: %1</source>
        <translation>Dieses Bild kann keine Spielfigur werden: %1</translation>
    </message>
    <message>
        <source>%1 has a new token picture (Undo brings the old one back)</source>
        <translation>%1 hat ein neues Bild (Rückgängig bringt das alte zurück)</translation>
    </message>
    <message>
        <source>Select a creature first</source>
        <translation>Zuerst eine Kreatur auswählen</translation>
    </message>
    <message>
        <source>%1 at %2 ft</source>
        <translation>%1 auf %2 ft</translation>
    </message>
    <message>
        <source>No creature in the area: place an area template first (Map → Area Template)</source>
        <translation>Keine Kreatur im Bereich: zuerst eine Flächenschablone legen (Karte → Flächenschablone)</translation>
    </message>
    <message>
        <source>Damage all in area</source>
        <translation>Schaden im ganzen Bereich</translation>
    </message>
    <message numerus="yes">
        <source>Damage dealt to %n creature(s) in the area</source>
        <translation>
            <numerusform>Schaden an %n Kreatur im Bereich verteilt</numerusform>
            <numerusform>Schaden an %n Kreaturen im Bereich verteilt</numerusform>
        </translation>
    </message>
    <message>
        <source>Damage All in &amp;Area…</source>
        <translation>Schaden im ganzen Berei&amp;ch…</translation>
    </message>
    <message>
        <source>Roll the area&apos;s damage once; each creature in the template saves and takes its share</source>
        <translation>Den Schaden des Bereichs einmal würfeln; jede Kreatur in der Schablone macht ihren Rettungswurf und erleidet ihren Anteil</translation>
    </message>
    <message>
        <source>What a click with the Light tool places</source>
        <translation>Was ein Klick mit dem Lichtwerkzeug setzt</translation>
    </message>
    <message>
        <source>&amp;Player View</source>
        <translation>S&amp;pieleransicht</translation>
    </message>
    <message>
        <source>Open the players&apos; screen: the map and what the party sees, for a second screen or a projector</source>
        <translation>Die Spieleransicht öffnen: die Karte und was die Gruppe sieht, für einen zweiten Bildschirm oder Beamer</translation>
    </message>
    <message>
        <source>Show Fog of &amp;War</source>
        <translation>&amp;Nebel des Krieges zeigen</translation>
    </message>
    <message>
        <source>Tint the squares the players don&apos;t see (darker: never seen; lighter: seen before)</source>
        <translation>Die Felder tönen, die die Spieler nicht sehen (dunkler: nie gesehen; heller: früher gesehen)</translation>
    </message>
    <message>
        <source>&amp;Fog of War</source>
        <translation>&amp;Nebel des Krieges</translation>
    </message>
    <message>
        <source>&amp;Reveal or Hide Squares</source>
        <translation>Felder aufdecken oder &amp;verbergen</translation>
    </message>
    <message>
        <source>Reveal &amp;All</source>
        <translation>&amp;Alles aufdecken</translation>
    </message>
    <message>
        <source>Reset &amp;Explored Squares</source>
        <translation>&amp;Erkundete Felder zurücksetzen</translation>
    </message>
    <message>
        <source>Forget what the party has seen before; what it sees now stays</source>
        <translation>Vergessen, was die Gruppe früher gesehen hat; was sie jetzt sieht, bleibt</translation>
    </message>
    <message>
        <source>&amp;Dynamic Fog (from Sight)</source>
        <translation>&amp;Dynamischer Nebel (aus Sicht)</translation>
    </message>
    <message>
        <source>On: the players see what the party&apos;s creatures see; off: only what you reveal</source>
        <translation>An: die Spieler sehen, was die Kreaturen der Gruppe sehen; aus: nur, was du aufdeckst</translation>
    </message>
    <message>
        <source>Drag a rectangle to reveal squares to the players, Shift-drag to hide them; hold Ctrl to paint them instead</source>
        <translation>Ein Rechteck ziehen deckt Felder für die Spieler auf, Umschalt+Ziehen verbirgt sie; mit Strg werden sie stattdessen gemalt</translation>
    </message>
    <message>
        <source>Place an area template first (Map → Area Template)</source>
        <translation>Zuerst eine Flächenschablone platzieren (Karte → Flächenschablone)</translation>
    </message>
    <message>
        <source>Keep %1 on the map</source>
        <translation>%1 auf der Karte lassen</translation>
    </message>
    <message>
        <source>Can&apos;t keep the area on the map: %1</source>
        <translation>Der Bereich kann nicht auf der Karte bleiben: %1</translation>
    </message>
    <message>
        <source>%1 is on the map</source>
        <translation>%1 ist auf der Karte</translation>
    </message>
    <message>
        <source>&amp;Keep Area on Map…</source>
        <translation>Bereich auf der Karte &amp;lassen…</translation>
    </message>
    <message>
        <source>The area template stays on the map as an effect with a duration and the terrain it carries</source>
        <translation>Die Flächenschablone bleibt als Effekt mit einer Dauer und ihrem Gelände auf der Karte</translation>
    </message>
    <message>
        <source>Link the background image</source>
        <translation>Hintergrundbild verknüpfen</translation>
    </message>
    <message>
        <source>Embed the background image</source>
        <translation>Hintergrundbild einbetten</translation>
    </message>
    <message>
        <source>Import cancelled; the open encounter is unchanged</source>
        <translation>Import abgebrochen; die offene Begegnung bleibt unverändert</translation>
    </message>
    <message>
        <source>Open a Universal VTT map (Dungeondraft, DungeonFog, Dungeon Alchemist) as a new encounter: image, grid, walls and doors</source>
        <translation>Eine Universal-VTT-Karte (Dungeondraft, DungeonFog, Dungeon Alchemist) als neue Begegnung öffnen: Bild, Raster, Wände und Türen</translation>
    </message>
    <message>
        <source>%1 to %2, %3</source>
        <translation>%1 nach %2, %3</translation>
    </message>
    <message>
        <source>%1 moved from %2, %3 to %4, %5. The file says: %6</source>
        <translation>%1 von %2, %3 nach %4, %5 versetzt. Die Datei sagt: %6</translation>
    </message>
    <message>
        <source>Moved onto the map (the file put them over its edge): %1</source>
        <translation>Auf die Karte versetzt (die Datei stellte sie über ihren Rand): %1</translation>
    </message>
    <message>
        <source>Creatures moved onto the map</source>
        <translation>Kreaturen auf die Karte versetzt</translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) in %1 stood partly or wholly off the map. Each was moved to the nearest free place where it fits; nothing else changed. Save to keep the new places.</source>
        <translation>
            <numerusform>%n Kreatur in %1 stand ganz oder teilweise außerhalb der Karte. Sie wurde auf den nächsten freien Platz versetzt, auf den sie passt; sonst hat sich nichts geändert. Speichern Sie, um den neuen Platz zu behalten.</numerusform>
            <numerusform>%n Kreaturen in %1 standen ganz oder teilweise außerhalb der Karte. Jede wurde auf den nächsten freien Platz versetzt, auf den sie passt; sonst hat sich nichts geändert. Speichern Sie, um die neuen Plätze zu behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1+drag places a token freely</source>
        <translation>%1+Ziehen setzt einen Spielstein frei</translation>
    </message>
    <message>
        <source>Place &amp;Freely With</source>
        <translation>&amp;Frei setzen mit</translation>
    </message>
    <message>
        <source>%1+drag</source>
        <comment>the modifier held while dragging a token</comment>
        <translation>%1+Ziehen</translation>
    </message>
    <message>
        <source>Hold %1 while dragging a token to place it anywhere on the map (the GM&apos;s override)</source>
        <translation>%1 beim Ziehen eines Spielsteins halten, um ihn irgendwo auf die Karte zu setzen (Eingriff der Spielleitung)</translation>
    </message>
    <message>
        <source>Select and drag creatures along their cheapest legal path (%1: place freely)</source>
        <translation>Kreaturen auswählen und auf ihrem günstigsten erlaubten Weg ziehen (%1: frei platzieren)</translation>
    </message>
    <message>
        <source>Switch the ruleset to %1</source>
        <translation>Regelwerk auf %1 umstellen</translation>
    </message>
    <message>
        <source>Light (View → Show Lighting)</source>
        <translation>Licht (Ansicht → Beleuchtung zeigen)</translation>
    </message>
    <message>
        <source>bright</source>
        <translation>hell</translation>
    </message>
    <message>
        <source>dim: shaded</source>
        <translation>dämmrig: schattiert</translation>
    </message>
    <message>
        <source>dark: shaded darker and hatched</source>
        <translation>dunkel: dunkler schattiert und schraffiert</translation>
    </message>
</context>
<context>
    <name>bm::MonsterLibraryDock</name>
    <message>
        <source>Import Creature Templates</source>
        <translation>Kreaturvorlagen importieren</translation>
    </message>
    <message>
        <source>Creature templates (*.json)</source>
        <translation>Kreaturvorlagen (*.json)</translation>
    </message>
    <message>
        <source>Pick a monster or template in the library to export</source>
        <translation>Ein Monster oder eine Vorlage in der Bibliothek zum Exportieren wählen</translation>
    </message>
    <message>
        <source>Export Creature Template</source>
        <translation>Kreaturvorlage exportieren</translation>
    </message>
    <message>
        <source>template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>CR</source>
        <translation>HG</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Any CR</source>
        <translation>Jeder HG</translation>
    </message>
    <message>
        <source>CR %1</source>
        <translation>HG %1</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Jede Größe</translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation>Winzig</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittelgroß</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Riesig</translation>
    </message>
    <message>
        <source>Gargantuan</source>
        <translation>Gigantisch</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Jeder Typ</translation>
    </message>
    <message>
        <source>My templates</source>
        <translation>Meine Vorlagen</translation>
    </message>
    <message>
        <source>Monster Library</source>
        <translation>Monsterbibliothek</translation>
    </message>
    <message>
        <source>Search monsters, e.g. adult red dragon</source>
        <translation>Monster suchen, z. B. adult red dragon</translation>
    </message>
    <message>
        <source>Challenge rating</source>
        <translation>Herausforderungsgrad</translation>
    </message>
    <message>
        <source>Creature type</source>
        <translation>Kreaturtyp</translation>
    </message>
    <message>
        <source>Save as Template</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Save the creature selected on the map as a template in your library</source>
        <translation>Die auf der Karte gewählte Kreatur als Vorlage in der eigenen Bibliothek speichern</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Add creature template files to your library</source>
        <translation>Kreaturvorlagen-Dateien zur eigenen Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the picked monster or template as a template file</source>
        <translation>Das gewählte Monster oder die Vorlage als Vorlagendatei speichern</translation>
    </message>
    <message>
        <source>&lt;small&gt;Monsters from the System Reference Document 5.1 by Wizards of the Coast LLC, &lt;a href=&quot;https://creativecommons.org/licenses/by/4.0/legalcode&quot;&gt;CC-BY-4.0&lt;/a&gt;.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Monster aus dem System Reference Document 5.1 von Wizards of the Coast LLC, &lt;a href=&quot;https://creativecommons.org/licenses/by/4.0/legalcode&quot;&gt;CC-BY-4.0&lt;/a&gt;.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Drop the monster on the map to add it</source>
        <translation>Das Monster auf der Karte ablegen, um es hinzuzufügen</translation>
    </message>
    <message>
        <source>No free space on the map for %1</source>
        <translation>Kein freier Platz auf der Karte für %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Added %1 at (%2, %3)</source>
        <translation>%1 bei (%2, %3) hinzugefügt</translation>
    </message>
    <message>
        <source>Select a creature on the map to save it as a template</source>
        <translation>Eine Kreatur auf der Karte wählen, um sie als Vorlage zu speichern</translation>
    </message>
    <message>
        <source>Can&apos;t create the template folder %1</source>
        <translation>Der Vorlagenordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Saved %1 as a template</source>
        <translation>%1 als Vorlage gespeichert</translation>
    </message>
    <message>
        <source>Imported the template %1</source>
        <translation>Vorlage %1 importiert</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 nach %2 exportiert</translation>
    </message>
    <message>
        <source>Drag a monster onto the map to add it, or double-click it to add it in the middle of the map view</source>
        <translation>Ein Monster auf die Karte ziehen, um es hinzuzufügen, oder doppelklicken, um es in der Mitte der Kartenansicht hinzuzufügen</translation>
    </message>
</context>
<context>
    <name>bm::MoveTool</name>
    <message numerus="yes">
        <source>%n action(s) (%1 ft)</source>
        <translation>
            <numerusform>%n Aktion (%1 ft)</numerusform>
            <numerusform>%n Aktionen (%1 ft)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %n actions: too far this turn</source>
        <translation>
            <numerusform>braucht %n Aktion: zu weit für diesen Zug</numerusform>
            <numerusform>braucht %n Aktionen: zu weit für diesen Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2 ft</source>
        <translation>%1 / %2 ft</translation>
    </message>
    <message>
        <source>%1 / %2 ft, Dash</source>
        <translation>%1 / %2 ft, Spurt</translation>
    </message>
    <message>
        <source>%1 ft: more than %2 ft even with Dash</source>
        <translation>%1 ft: mehr als %2 ft, selbst mit Spurt</translation>
    </message>
    <message>
        <source>%1 can&apos;t move (speed 0)</source>
        <translation>%1 kann sich nicht bewegen (Bewegungsrate 0)</translation>
    </message>
    <message numerus="yes">
        <source>, provokes %n opportunity attack(s)</source>
        <translation>
            <numerusform>, provoziert %n Gelegenheitsangriff</numerusform>
            <numerusform>, provoziert %n Gelegenheitsangriffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, squeezes %n step(s)</source>
        <translation>
            <numerusform>, %n Schritt eingezwängt</numerusform>
            <numerusform>, %n Schritte eingezwängt</numerusform>
        </translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>außerhalb der Karte</translation>
    </message>
    <message>
        <source>placed freely (GM override)</source>
        <translation>frei platziert (SL-Entscheid)</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>%1 placed at %2, %3 (GM override)</source>
        <translation>%1 auf %2, %3 platziert (SL-Entscheid)</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>%1 moved: %2</source>
        <translation>%1 bewegt: %2</translation>
    </message>
    <message>
        <source>Can&apos;t move %1 there: %2</source>
        <translation>%1 kann nicht dorthin: %2</translation>
    </message>
    <message>
        <source>waypoint %1: %2</source>
        <translation>Wegpunkt %1: %2</translation>
    </message>
    <message>
        <source>Waypoint %1 set for %2; drag the token to finish the move</source>
        <translation>Wegpunkt %1 für %2 gesetzt; den Token ziehen, um die Bewegung abzuschließen</translation>
    </message>
    <message numerus="yes">
        <source>needs %n actions: more than are left this turn</source>
        <translation>
            <numerusform>braucht %n Aktion: mehr als in diesem Zug übrig</numerusform>
            <numerusform>braucht %n Aktionen: mehr als in diesem Zug übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2 ft left</source>
        <translation>%1 / %2 ft übrig</translation>
    </message>
    <message>
        <source>%1 ft: more than the %2 ft left this turn</source>
        <translation>%1 ft: mehr als die %2 ft, die in diesem Zug übrig sind</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <source>stands up, then %1</source>
        <translation>steht auf, dann %1</translation>
    </message>
    <message>
        <source>crawls: %1</source>
        <translation>kriecht: %1</translation>
    </message>
    <message>
        <source>Move cancelled</source>
        <translation>Bewegung abgebrochen</translation>
    </message>
    <message>
        <source>%1 rides %2, which moves on its own: drag %2, or dismount first</source>
        <translation>%1 reitet auf %2, das sich selbst bewegt: %2 ziehen oder zuerst absitzen</translation>
    </message>
    <message>
        <source>%1 carries %2: %3</source>
        <translation>%1 trägt %2: %3</translation>
    </message>
    <message>
        <source>%1 can&apos;t tumble through its own space</source>
        <translation>%1 kann sich nicht akrobatisch durch seinen eigenen Platz bewegen</translation>
    </message>
    <message>
        <source>%1 can&apos;t drag %2: in pf2e a grappled creature is moved by Reposition (a push), not dragged; release it first</source>
        <translation>%1 kann %2 nicht mitziehen: in pf2e wird eine gepackte Kreatur mit Umpositionieren (einem Stoß) bewegt, nicht mitgezogen; erst loslassen</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t grapple %2</source>
        <translation>%1 hält %2 nicht gepackt</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t have the grappled condition</source>
        <translation>%1 ist nicht im Zustand gepackt</translation>
    </message>
    <message>
        <source>drags %1 to %2, %3: %4</source>
        <translation>zieht %1 nach %2, %3 mit: %4</translation>
    </message>
    <message>
        <source>tumbles through %1: %2</source>
        <translation>bewegt sich akrobatisch durch %1: %2</translation>
    </message>
    <message>
        <source>Push %1: drag it the way it is pushed</source>
        <translation>%1 stoßen: in die Richtung des Stoßes ziehen</translation>
    </message>
    <message>
        <source>No push: the token was dropped where it stands</source>
        <translation>Kein Stoß: der Spielstein wurde an seinem Platz abgelegt</translation>
    </message>
</context>
<context>
    <name>bm::PlayerWindow</name>
    <message>
        <source>Screen %1: %2 (%3×%4)</source>
        <translation>Bildschirm %1: %2 (%3×%4)</translation>
    </message>
    <message>
        <source>Battlemap — Player View</source>
        <translation>Battlemap — Spieleransicht</translation>
    </message>
    <message>
        <source>Player View</source>
        <translation>Spieleransicht</translation>
    </message>
    <message>
        <source>Follow the GM&apos;s View</source>
        <translation>Der SL-Ansicht folgen</translation>
    </message>
    <message>
        <source>Full Screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Full screen on the screen picked beside it (F11 or Esc to leave)</source>
        <translation>Vollbild auf dem daneben gewählten Bildschirm (F11 oder Esc zum Verlassen)</translation>
    </message>
    <message>
        <source>Show what the GM&apos;s map shows; off: follow the party</source>
        <translation>Zeigen, was die Karte der SL zeigt; aus: der Gruppe folgen</translation>
    </message>
    <message>
        <source>Follow the Party</source>
        <translation>Der Gruppe folgen</translation>
    </message>
    <message>
        <source>Keep the party&apos;s tokens and their names in view as they move; off: pan with the mouse and zoom with the wheel here</source>
        <translation>Die Spielfiguren der Gruppe und ihre Namen im Bild halten, wenn sie sich bewegen; aus: hier mit der Maus verschieben und mit dem Rad zoomen</translation>
    </message>
</context>
<context>
    <name>bm::RulerTool</name>
    <message>
        <source>Measure only</source>
        <translation>Nur messen</translation>
    </message>
    <message>
        <source>Melee, reach 5 ft</source>
        <translation>Nahkampf, Reichweite 5 ft</translation>
    </message>
    <message>
        <source>Melee, reach 10 ft</source>
        <translation>Nahkampf, Reichweite 10 ft</translation>
    </message>
    <message>
        <source>Thrown, 20/60 ft</source>
        <translation>Wurfwaffe, 20/60 ft</translation>
    </message>
    <message>
        <source>Shortbow, 80/320 ft</source>
        <translation>Kurzbogen, 80/320 ft</translation>
    </message>
    <message>
        <source>Longbow, 150/600 ft</source>
        <translation>Langbogen, 150/600 ft</translation>
    </message>
    <message>
        <source>Spell, 120 ft</source>
        <translation>Zauber, 120 ft</translation>
    </message>
    <message>
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <source>%1: in reach</source>
        <translation>%1: in Reichweite</translation>
    </message>
    <message>
        <source>%1: out of reach</source>
        <translation>%1: außer Reichweite</translation>
    </message>
    <message>
        <source>%1: normal range</source>
        <translation>%1: normale Reichweite</translation>
    </message>
    <message>
        <source>%1: long range (disadvantage)</source>
        <translation>%1: maximale Reichweite (Nachteil)</translation>
    </message>
    <message>
        <source>%1: out of range</source>
        <translation>%1: außer Reichweite</translation>
    </message>
    <message>
        <source>out of</source>
        <translation>außer</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>maximale Reichweite</translation>
    </message>
</context>
<context>
    <name>bm::SeatMove</name>
    <message>
        <source>the whole party&apos;s screen has no creature of its own</source>
        <translation>der Bildschirm der ganzen Gruppe hat keine eigene Kreatur</translation>
    </message>
    <message>
        <source>the seat&apos;s creature is not on the map</source>
        <translation>die Kreatur dieses Platzes ist nicht auf der Karte</translation>
    </message>
    <message>
        <source>the GM moves the tokens (Table → Players May)</source>
        <translation>die SL bewegt die Spielfiguren (Tisch → Spieler dürfen)</translation>
    </message>
    <message>
        <source>it is not %1&apos;s turn</source>
        <translation>%1 ist nicht am Zug</translation>
    </message>
    <message>
        <source>the seat has no creature on the map</source>
        <translation>dieser Platz hat keine Kreatur auf der Karte</translation>
    </message>
    <message>
        <source>[%1, %2] is off the map</source>
        <translation>[%1, %2] liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>%1 rides a mount that moves on its own</source>
        <translation>%1 reitet ein Reittier, das sich selbst bewegt</translation>
    </message>
    <message>
        <source>%1 knows no way to [%2, %3]</source>
        <translation>%1 kennt keinen Weg nach [%2, %3]</translation>
    </message>
    <message>
        <source>[%1, %2] is too far for %3 this turn</source>
        <translation>[%1, %2] ist für %3 in diesem Zug zu weit</translation>
    </message>
    <message>
        <source>the way to [%1, %2] is blocked by what %3 doesn&apos;t see</source>
        <translation>der Weg nach [%1, %2] ist versperrt von etwas, das %3 nicht sieht</translation>
    </message>
    <message numerus="yes">
        <source>%1 ft, %n action(s)</source>
        <translation>
            <numerusform>%1 ft, %n Aktion</numerusform>
            <numerusform>%1 ft, %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <source>, Dash</source>
        <translation>, Spurt</translation>
    </message>
    <message numerus="yes">
        <source>, provokes %n opportunity attack(s)</source>
        <translation>
            <numerusform>, provoziert %n Gelegenheitsangriff</numerusform>
            <numerusform>, provoziert %n Gelegenheitsangriffe</numerusform>
        </translation>
    </message>
    <message>
        <source>no door there</source>
        <translation>dort ist keine Tür</translation>
    </message>
    <message>
        <source>%1 is not next to that door</source>
        <translation>%1 steht nicht neben dieser Tür</translation>
    </message>
    <message>
        <source>the door is locked</source>
        <translation>die Tür ist verschlossen</translation>
    </message>
    <message>
        <source>stopped at %1, %2 by %3</source>
        <translation>bei %1, %2 von %3 aufgehalten</translation>
    </message>
</context>
<context>
    <name>bm::SeekTool</name>
    <message>
        <source>Seek: 30-ft cone from %1</source>
        <translation>Suchen: 30-ft-Kegel von %1 aus</translation>
    </message>
    <message>
        <source>Seek: 15-ft emanation around %1</source>
        <translation>Suchen: 15-ft-Ausstrahlung um %1</translation>
    </message>
    <message>
        <source>Seek: move the mouse away from %1 to aim the cone (Esc gives up)</source>
        <translation>Suchen: die Maus von %1 wegbewegen, um den Kegel auszurichten (Esc bricht ab)</translation>
    </message>
    <message numerus="yes">
        <source>Seek: %n creature(s) in the cone; click to seek there (Esc gives up)</source>
        <translation>
            <numerusform>Suchen: %n Kreatur im Kegel; klicken, um dort zu suchen (Esc bricht ab)</numerusform>
            <numerusform>Suchen: %n Kreaturen im Kegel; klicken, um dort zu suchen (Esc bricht ab)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::StatBlockDock</name>
    <message>
        <source>melee, reach %1</source>
        <translation>Nahkampf, Reichweite %1</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>ranged, %1/%2 ft.</source>
        <translation>Fernkampf, %1/%2 ft.</translation>
    </message>
    <message>
        <source>Pick the target on the map first</source>
        <translation>Zuerst das Ziel auf der Karte wählen</translation>
    </message>
    <message>
        <source>Attack given up</source>
        <translation>Angriff abgebrochen</translation>
    </message>
    <message>
        <source>The encounter changed: pick the attack again</source>
        <translation>Die Begegnung hat sich geändert: den Angriff erneut wählen</translation>
    </message>
    <message>
        <source>Select a creature on the map to read its stat block.</source>
        <translation>Eine Kreatur auf der Karte auswählen, um ihren Wertekasten zu lesen.</translation>
    </message>
    <message>
        <source>Armor Class</source>
        <translation>Rüstungsklasse</translation>
    </message>
    <message>
        <source>none (can&apos;t be attacked)</source>
        <translation>keine (kann nicht angegriffen werden)</translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <source>%1 (now %2)</source>
        <translation>%1 (jetzt %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Click the target on the map (Esc gives up).</source>
        <translation>Das Ziel auf der Karte anklicken (Esc bricht ab).</translation>
    </message>
    <message>
        <source>%1 attacks with %2: click the target</source>
        <translation>%1 greift mit %2 an: das Ziel anklicken</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3</source>
        <translation>%1 greift %2 mit %3 an</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
    <message>
        <source>Type the d20 the player rolled (and the damage dice, one number a die), then press Use These Rolls.</source>
        <translation>Den W20 eingeben, den der Spieler gewürfelt hat (und die Schadenswürfel, eine Zahl je Würfel), dann „Diese Würfe verwenden“ drücken.</translation>
    </message>
    <message>
        <source>%1 is not a result of a d%2: check the typed numbers</source>
        <translation>%1 ist kein Ergebnis eines W%2: die eingegebenen Zahlen prüfen</translation>
    </message>
    <message>
        <source>Not enough dice typed: this attack needs more numbers (the d20s first, then each damage die).</source>
        <translation>Zu wenige Würfel eingegeben: dieser Angriff braucht mehr Zahlen (zuerst die W20, dann jeder Schadenswürfel).</translation>
    </message>
    <message numerus="yes">
        <source>%n typed number(s) left over: this attack rolls fewer dice.</source>
        <translation>
            <numerusform>%n eingegebene Zahl übrig: dieser Angriff würfelt weniger Würfel.</numerusform>
            <numerusform>%n eingegebene Zahlen übrig: dieser Angriff würfelt weniger Würfel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Distance: %1 ft</source>
        <translation>Entfernung: %1 ft</translation>
    </message>
    <message>
        <source>Advantage: %1</source>
        <translation>Vorteil: %1</translation>
    </message>
    <message>
        <source>Disadvantage: %1</source>
        <translation>Nachteil: %1</translation>
    </message>
    <message>
        <source>Cover: +%1 AC</source>
        <translation>Deckung: +%1 RK</translation>
    </message>
    <message>
        <source>Target is off-guard (-2 AC)</source>
        <translation>Ziel ist auf dem falschen Fuß (-2 RK)</translation>
    </message>
    <message>
        <source>Target is off-guard (-2 AC): %1</source>
        <translation>Ziel ist auf dem falschen Fuß (-2 RK): %1</translation>
    </message>
    <message>
        <source>Attack penalty: %1</source>
        <translation>Angriffsmalus: %1</translation>
    </message>
    <message>
        <source>Multiple attack penalty: %1</source>
        <translation>Mehrfachangriffsmalus: %1</translation>
    </message>
    <message>
        <source>Flat check: %1 against DC %2, %3</source>
        <translation>Glückswurf: %1 gegen SG %2, %3</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed: the Strike is lost</source>
        <translation>misslungen: der Schlag ist verloren</translation>
    </message>
    <message>
        <source>d20: %1</source>
        <translation>W20: %1</translation>
    </message>
    <message>
        <source>(advantage, %1 kept)</source>
        <translation>(Vorteil, %1 zählt)</translation>
    </message>
    <message>
        <source>(disadvantage, %1 kept)</source>
        <translation>(Nachteil, %1 zählt)</translation>
    </message>
    <message>
        <source>Expertise die d%1: %2</source>
        <translation>Expertisewürfel W%1: %2</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>kritischer Treffer</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>Total %1 (bonus %2) against AC %3: %4</source>
        <translation>Gesamt %1 (Bonus %2) gegen RK %3: %4</translation>
    </message>
    <message>
        <source>%1 %2: [%3] = %4</source>
        <translation>%1 %2: [%3] = %4</translation>
    </message>
    <message>
        <source>→ %1 (%2)</source>
        <translation>→ %1 (%2)</translation>
    </message>
    <message>
        <source>after defences</source>
        <translation>nach Verteidigung</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>Schaden: %1</translation>
    </message>
    <message>
        <source>Can&apos;t apply: %1</source>
        <translation>Nicht anwendbar: %1</translation>
    </message>
    <message>
        <source>No attack to apply</source>
        <translation>Kein Angriff anzuwenden</translation>
    </message>
    <message>
        <source>The attacker or the target is gone</source>
        <translation>Der Angreifer oder das Ziel ist nicht mehr da</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>Applied (Undo takes it back).</source>
        <translation>Angewendet (Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <source>Stat Block</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>&amp;d20:</source>
        <translation>&amp;W20:</translation>
    </message>
    <message>
        <source>Da&amp;mage dice:</source>
        <translation>Scha&amp;denswürfel:</translation>
    </message>
    <message>
        <source>Each damage die as rolled, e.g. &quot;4&quot; for 1d6+2 or &quot;3 5&quot; for 2d6 (empty: the engine rolls the damage)</source>
        <translation>Jeder Schadenswürfel wie gewürfelt, z. B. „4“ für 1d6+2 oder „3 5“ für 2d6 (leer: das Programm würfelt den Schaden)</translation>
    </message>
    <message>
        <source>&amp;Use These Rolls</source>
        <translation>Diese Würfe &amp;verwenden</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Deal the result through the tracker: one undo step, logged</source>
        <translation>Das Ergebnis über die Kampfverwaltung anwenden: ein Rückgängig-Schritt, protokolliert</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Roll it myself</source>
        <translation>Selbst gewürfelt</translation>
    </message>
    <message>
        <source>Type the dice the player rolled at the table; the engine does the rest</source>
        <translation>Die Würfel eingeben, die der Spieler am Tisch gewürfelt hat; den Rest rechnet das Programm</translation>
    </message>
    <message>
        <source>Multiattack</source>
        <translation>Mehrfachangriff</translation>
    </message>
    <message>
        <source>(its attacks in any order: %1)</source>
        <translation>(Angriffe in beliebiger Folge: %1)</translation>
    </message>
    <message>
        <source>Pick each attack from the Attacks list above.</source>
        <translation>Jeden Angriff oben aus der Liste der Angriffe wählen.</translation>
    </message>
    <message>
        <source>%1 skipped.</source>
        <translation>%1 ausgelassen.</translation>
    </message>
    <message numerus="yes">
        <source>Multiattack: all %n attack(s) made.</source>
        <translation>
            <numerusform>Mehrfachangriff: %n Angriff ausgeführt.</numerusform>
            <numerusform>Mehrfachangriff: alle %n Angriffe ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Multiattack: attack %1 of %2 — %3</source>
        <translation>Mehrfachangriff: Angriff %1 von %2 — %3</translation>
    </message>
    <message>
        <source>Multiattack: the sequence can&apos;t be read (%1); its attacks are offered without one.</source>
        <translation>Mehrfachangriff: die Folge ist nicht lesbar (%1); die Angriffe stehen ohne Folge zur Wahl.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Auslassen</translation>
    </message>
    <message>
        <source>Multiattack: leave this attack out and go on to the next</source>
        <translation>Mehrfachangriff: diesen Angriff auslassen und zum nächsten</translation>
    </message>
    <message>
        <source>d20: %1 (typed: the die kept with advantage)</source>
        <translation>W20: %1 (eingegeben: der bei Vorteil zählende Würfel)</translation>
    </message>
    <message>
        <source>d20: %1 (typed: the die kept with disadvantage)</source>
        <translation>W20: %1 (eingegeben: der bei Nachteil zählende Würfel)</translation>
    </message>
    <message>
        <source>Taken back (Redo deals it again).</source>
        <translation>Zurückgenommen (Wiederholen wendet es erneut an).</translation>
    </message>
    <message>
        <source>The d20 the player rolled; with advantage or disadvantage both dice, or only the one kept; a pf2e flat check first</source>
        <translation>Der W20 des Spielers; bei Vorteil oder Nachteil beide Würfel oder nur der zählende; ein pf2e-Glückswurf zuerst</translation>
    </message>
    <message>
        <source>%1 is underwater: its weapon attacks follow the underwater rules</source>
        <translation>%1 ist unter Wasser: für seine Waffenangriffe gelten die Regeln für den Unterwasserkampf</translation>
    </message>
    <message>
        <source>%1 is underwater: it resists fire damage</source>
        <translation>%1 ist unter Wasser: es ist resistent gegen Feuerschaden</translation>
    </message>
    <message numerus="yes">
        <source>Planned turn: done (%n attack(s) made or skipped).</source>
        <translation>
            <numerusform>Geplanter Zug: fertig (%n Angriff ausgeführt oder ausgelassen).</numerusform>
            <numerusform>Geplanter Zug: fertig (%n Angriffe ausgeführt oder ausgelassen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Planned turn: attack %1 of %2 — %3 at %4</source>
        <translation>Geplanter Zug: Angriff %1 von %2 — %3 auf %4</translation>
    </message>
</context>
<context>
    <name>bm::StealthActions</name>
    <message>
        <source>Seek given up</source>
        <translation>Suchen abgebrochen</translation>
    </message>
    <message>
        <source>That creature is no longer on the map</source>
        <translation>Diese Kreatur ist nicht mehr auf der Karte</translation>
    </message>
    <message>
        <source>pf2e has no Search: Seek from the token&apos;s menu</source>
        <translation>pf2e kennt kein Suchen (Search): Suchen (Seek) im Menü des Spielsteins nutzen</translation>
    </message>
    <message>
        <source>Seek is pf2e&apos;s: the 5e family searches (Search on the token&apos;s menu)</source>
        <translation>Suchen (Seek) gehört zu pf2e: die 5e-Familie sucht (Suchen im Menü des Spielsteins)</translation>
    </message>
    <message>
        <source>It is not hidden: nothing to reveal</source>
        <translation>Es ist nicht versteckt: nichts aufzudecken</translation>
    </message>
    <message>
        <source>Can&apos;t seek there: %1</source>
        <translation>Dort kann nicht gesucht werden: %1</translation>
    </message>
    <message>
        <source>No push can be made that way</source>
        <translation>In diese Richtung ist kein Stoß möglich</translation>
    </message>
    <message>
        <source>Hi&amp;de or Sneak…</source>
        <translation>V&amp;erstecken oder Schleichen…</translation>
    </message>
    <message>
        <source>Hi&amp;de…</source>
        <translation>V&amp;erstecken…</translation>
    </message>
    <message>
        <source>A Stealth check, rolled or typed: %1 becomes hidden from those it beats</source>
        <translation>Ein Heimlichkeitswurf, gewürfelt oder eingegeben: %1 wird vor denen versteckt, die er übertrifft</translation>
    </message>
    <message>
        <source>Sea&amp;rch</source>
        <translation>S&amp;uchen</translation>
    </message>
    <message>
        <source>A Perception check: finds the hidden creatures in sight whose Stealth it equals or beats</source>
        <translation>Ein Wahrnehmungswurf: entdeckt die versteckten Kreaturen in Sicht, deren Heimlichkeit er erreicht oder übertrifft</translation>
    </message>
    <message>
        <source>S&amp;eek…</source>
        <translation>S&amp;uchen…</translation>
    </message>
    <message>
        <source>A 30-ft cone: aim it with the mouse, click to seek there</source>
        <translation>Ein 30-ft-Kegel: mit der Maus ausrichten, klicken, um dort zu suchen</translation>
    </message>
    <message>
        <source>Seek &amp;Around (15 ft)</source>
        <translation>&amp;Rundum suchen (15 ft)</translation>
    </message>
    <message>
        <source>A 15-ft emanation around %1</source>
        <translation>Eine 15-ft-Ausstrahlung um %1</translation>
    </message>
    <message>
        <source>Re&amp;veal %1</source>
        <translation>%1 auf&amp;decken</translation>
    </message>
    <message>
        <source>It spoke, it stepped into the light: no longer hidden from anyone</source>
        <translation>Es hat gesprochen, ist ins Licht getreten: vor niemandem mehr versteckt</translation>
    </message>
    <message>
        <source>%1 is not hidden</source>
        <translation>%1 ist nicht versteckt</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>%1 versteckt sich</translation>
    </message>
    <message>
        <source>%1 searches</source>
        <translation>%1 sucht</translation>
    </message>
    <message>
        <source>Seek: aim the 30-ft cone from %1 with the mouse and click (Esc gives up)</source>
        <translation>Suchen: den 30-ft-Kegel von %1 aus mit der Maus ausrichten und klicken (Esc bricht ab)</translation>
    </message>
    <message>
        <source>%1 seeks</source>
        <translation>%1 sucht</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>%1 aufdecken</translation>
    </message>
</context>
<context>
    <name>bm::StrokeTool</name>
    <message>
        <source>%1 x %2 squares</source>
        <translation>%1 x %2 Felder</translation>
    </message>
</context>
<context>
    <name>bm::SummaryController</name>
    <message>
        <source>Print Summary</source>
        <translation>Zusammenfassung drucken</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Summary</source>
        <translation>Zusammenfassung exportieren</translation>
    </message>
    <message>
        <source>Can&apos;t export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
</context>
<context>
    <name>bm::TableController</name>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Invite Players…</source>
        <translation>Spieler &amp;einladen…</translation>
    </message>
    <message>
        <source>Serve the map to the players&apos; own devices, each seeing what their character knows</source>
        <translation>Die Karte auf die Geräte der Spieler bringen, jeder sieht, was sein Charakter weiß</translation>
    </message>
    <message>
        <source>&amp;Players May</source>
        <translation>&amp;Spieler dürfen</translation>
    </message>
    <message>
        <source>Only &amp;Watch</source>
        <translation>Nur &amp;zusehen</translation>
    </message>
    <message>
        <source>Players see their map; only the GM moves tokens and opens doors</source>
        <translation>Die Spieler sehen ihre Karte; nur die SL bewegt Spielfiguren und öffnet Türen</translation>
    </message>
    <message>
        <source>Act on Their &amp;Turn</source>
        <translation>In ihrem Zug &amp;handeln</translation>
    </message>
    <message>
        <source>Players move their own token and open doors on their turn, or any time out of combat</source>
        <translation>Die Spieler bewegen ihre eigene Spielfigur und öffnen Türen in ihrem Zug, außerhalb des Kampfes jederzeit</translation>
    </message>
    <message>
        <source>&amp;Ask Me First</source>
        <translation>&amp;Mich vorher fragen</translation>
    </message>
    <message>
        <source>Each move or door a player asks for waits for the GM to allow it</source>
        <translation>Jede Bewegung und jede Tür, um die ein Spieler bittet, wartet auf die Erlaubnis der SL</translation>
    </message>
    <message>
        <source>A Player Asks</source>
        <translation>Ein Spieler fragt</translation>
    </message>
    <message>
        <source>&amp;Allow</source>
        <translation>&amp;Erlauben</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>&amp;Ablehnen</translation>
    </message>
</context>
<context>
    <name>bm::TableReferee</name>
    <message>
        <source>a seat moves only its own creature</source>
        <translation>ein Platz bewegt nur seine eigene Kreatur</translation>
    </message>
    <message>
        <source>%1&apos;s player asks to move to %2, %3 (%4).</source>
        <translation>Der Spieler von %1 möchte nach %2, %3 ziehen (%4).</translation>
    </message>
    <message>
        <source>Move %1 (player)</source>
        <translation>%1 bewegen (Spieler)</translation>
    </message>
    <message>
        <source>%1 moved (player): %2</source>
        <translation>%1 bewegt (Spieler): %2</translation>
    </message>
    <message>
        <source>%1&apos;s player asks to open or close a door.</source>
        <translation>Der Spieler von %1 möchte eine Tür öffnen oder schließen.</translation>
    </message>
    <message>
        <source>%1 opens a door (player)</source>
        <translation>%1 öffnet eine Tür (Spieler)</translation>
    </message>
    <message>
        <source>%1 closes a door (player)</source>
        <translation>%1 schließt eine Tür (Spieler)</translation>
    </message>
    <message>
        <source>%1 opened a door (player)</source>
        <translation>%1 hat eine Tür geöffnet (Spieler)</translation>
    </message>
    <message>
        <source>%1 closed a door (player)</source>
        <translation>%1 hat eine Tür geschlossen (Spieler)</translation>
    </message>
    <message>
        <source>the GM said no</source>
        <translation>die SL hat abgelehnt</translation>
    </message>
    <message>
        <source>The party</source>
        <translation>Die Gruppe</translation>
    </message>
    <message>
        <source>%1 points at %2, %3</source>
        <translation>%1 zeigt auf %2, %3</translation>
    </message>
    <message>
        <source>%1 tries a locked door (player)</source>
        <translation>%1 versucht eine verschlossene Tür (Spieler)</translation>
    </message>
    <message>
        <source>%1 tried a locked door (player)</source>
        <translation>%1 hat eine verschlossene Tür versucht (Spieler)</translation>
    </message>
</context>
<context>
    <name>bm::TableServer</name>
    <message>
        <source>a binary message</source>
        <translation>eine Binärnachricht</translation>
    </message>
    <message>
        <source>Refused from %1: %2</source>
        <translation>Abgewiesen von %1: %2</translation>
    </message>
    <message>
        <source>a message over %1 bytes</source>
        <translation>eine Nachricht über %1 Bytes</translation>
    </message>
    <message>
        <source>too many messages</source>
        <translation>zu viele Nachrichten</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the first message must be hello with the seat&apos;s key</source>
        <translation>die erste Nachricht muss hello mit dem Schlüssel des Platzes sein</translation>
    </message>
    <message>
        <source>no such seat (a wrong, revoked or renewed key)</source>
        <translation>kein solcher Platz (ein falscher, widerrufener oder erneuerter Schlüssel)</translation>
    </message>
    <message>
        <source>a malformed &quot;%1&quot; message</source>
        <translation>eine fehlerhafte Nachricht „%1“</translation>
    </message>
    <message>
        <source>the GM moves the tokens</source>
        <translation>die SL bewegt die Spielfiguren</translation>
    </message>
    <message>
        <source>a message of a type this server doesn&apos;t know</source>
        <translation>eine Nachricht einer Art, die dieser Server nicht kennt</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more refused)</source>
        <translation>
            <numerusform>%1 (und %n weitere abgewiesen)</numerusform>
            <numerusform>%1 (und %n weitere abgewiesen)</numerusform>
        </translation>
    </message>
    <message>
        <source>too many players connected</source>
        <translation>zu viele Spieler verbunden</translation>
    </message>
    <message>
        <source>the GM closed this seat</source>
        <translation>die SL hat diesen Platz geschlossen</translation>
    </message>
    <message>
        <source>the GM gave this seat a new link</source>
        <translation>die SL hat diesem Platz einen neuen Link gegeben</translation>
    </message>
</context>
<context>
    <name>bm::TerrainBrushTool</name>
    <message>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message>
        <source>Nothing to paint: those squares already have %1</source>
        <translation>Nichts zu malen: Diese Felder sind bereits „%1“</translation>
    </message>
    <message numerus="yes">
        <source>Painted %n square(s) of %1</source>
        <translation>
            <numerusform>%1: %n Feld bemalt</numerusform>
            <numerusform>%1: %n Felder bemalt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::TurnPlanCard</name>
    <message>
        <source>Do It</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Make the move (one undo step with the attacks), then each attack in the Stat Block panel: rolled, or with the dice rolled at the table, applied as you confirm (Return on the map)</source>
        <translation>Die Bewegung ausführen (ein Rückgängig-Schritt mit den Angriffen), dann jeden Angriff im Bereich „Werte“: gewürfelt oder mit den am Tisch gewürfelten Würfeln, angewendet nach Bestätigung (Eingabe auf der Karte)</translation>
    </message>
    <message>
        <source>Other Options</source>
        <translation>Andere Möglichkeiten</translation>
    </message>
    <message>
        <source>The next best plan, and after the last the best again (O on the map)</source>
        <translation>Der nächstbeste Plan, nach dem letzten wieder der beste (O auf der Karte)</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Auslassen</translation>
    </message>
    <message>
        <source>Leave this creature&apos;s plan out and go on to the next hostile (S on the map)</source>
        <translation>Den Plan dieser Kreatur auslassen und zum nächsten Feind weitergehen (S auf der Karte)</translation>
    </message>
    <message>
        <source>Dismiss: take the plan off the map (Esc)</source>
        <translation>Schließen: den Plan von der Karte nehmen (Esc)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>bm::TurnPlanner</name>
    <message>
        <source>%1 %</source>
        <comment>a hit chance</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <comment>a square on the map</comment>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>an attack made twice: ×2</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Plan T&amp;urn</source>
        <translation>Zug &amp;planen</translation>
    </message>
    <message>
        <source>Where the creature whose turn it is should move and whom it should attack, by the damage it can expect to deal and to take; the plan shows on the map and in the Combatant panel</source>
        <translation>Wohin sich die Kreatur, die am Zug ist, bewegen und wen sie angreifen sollte, nach dem Schaden, den sie voraussichtlich austeilt und erleidet; der Plan erscheint auf der Karte und im Bereich „Kampfteilnehmer“</translation>
    </message>
    <message>
        <source>Plan Turn (P): where the creature whose turn it is should move and whom it should attack</source>
        <translation>Zug planen (P): wohin sich die Kreatur, die am Zug ist, bewegen und wen sie angreifen sollte</translation>
    </message>
    <message>
        <source>Plan the &amp;Round</source>
        <translation>&amp;Runde planen</translation>
    </message>
    <message>
        <source>Every hostile&apos;s plan in initiative order, each as if the ones before had moved; Do It or Skip each</source>
        <translation>Der Plan jedes Feindes in Initiativereihenfolge, jeder so, als hätten sich die vorigen schon bewegt; jeden ausführen oder auslassen</translation>
    </message>
    <message>
        <source>&amp;Do It</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>Make the plan shown: the move, then each attack in the Stat Block panel (Return on the map)</source>
        <translation>Den angezeigten Plan ausführen: die Bewegung, dann jeden Angriff im Bereich „Werte“ (Eingabe auf der Karte)</translation>
    </message>
    <message>
        <source>Other &amp;Options</source>
        <translation>Andere &amp;Möglichkeiten</translation>
    </message>
    <message>
        <source>The next best plan (O on the map)</source>
        <translation>Der nächstbeste Plan (O auf der Karte)</translation>
    </message>
    <message>
        <source>Sk&amp;ip This Plan</source>
        <translation>Diesen Plan a&amp;uslassen</translation>
    </message>
    <message>
        <source>Plan the Round: leave this creature&apos;s plan out and go on to the next hostile (S on the map)</source>
        <translation>Runde planen: den Plan dieser Kreatur auslassen und zum nächsten Feind weitergehen (S auf der Karte)</translation>
    </message>
    <message>
        <source>Plan T&amp;urn for %1</source>
        <translation>&amp;Zug für %1 planen</translation>
    </message>
    <message>
        <source>Plan Turn: start combat (the plan is for the creature whose turn it is) or select a creature</source>
        <translation>Zug planen: den Kampf beginnen (der Plan gilt der Kreatur, die am Zug ist) oder eine Kreatur auswählen</translation>
    </message>
    <message>
        <source>The plan for %1 is shown: Do It makes it, Other Options shows the next best, Esc takes it away</source>
        <translation>Der Plan für %1 wird gezeigt: Ausführen führt ihn aus, Andere Möglichkeiten zeigt den nächstbesten, Esc entfernt ihn</translation>
    </message>
    <message>
        <source>Plan the Round: no hostile creature on the map</source>
        <translation>Runde planen: keine feindliche Kreatur auf der Karte</translation>
    </message>
    <message numerus="yes">
        <source>The round planned for %n hostile(s): Do It or Skip each in turn</source>
        <translation>
            <numerusform>Runde für %n Feind geplant: Ausführen oder Auslassen</numerusform>
            <numerusform>Runde für %n Feinde geplant: jeden der Reihe nach ausführen oder auslassen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: opportunity attack, %2</source>
        <translation>%1: Gelegenheitsangriff, %2</translation>
    </message>
    <message>
        <source>Plan for %1 (option %2 of %3)</source>
        <translation>Plan für %1 (Möglichkeit %2 von %3)</translation>
    </message>
    <message>
        <source>Plan for %1</source>
        <translation>Plan für %1</translation>
    </message>
    <message>
        <source>Plan the Round: %1 of %2, %3 (option %4 of %5)</source>
        <translation>Runde planen: %1 von %2, %3 (Möglichkeit %4 von %5)</translation>
    </message>
    <message>
        <source>Plan the Round: %1 of %2, %3</source>
        <translation>Runde planen: %1 von %2, %3</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ausgelassen</translation>
    </message>
    <message>
        <source>can&apos;t be planned</source>
        <translation>nicht planbar</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Plan dismissed</source>
        <translation>Plan verworfen</translation>
    </message>
    <message>
        <source>No other option: this is the only plan</source>
        <translation>Keine andere Möglichkeit: das ist der einzige Plan</translation>
    </message>
    <message>
        <source>Option %1 of %2</source>
        <translation>Möglichkeit %1 von %2</translation>
    </message>
    <message>
        <source>The round&apos;s plans are done</source>
        <translation>Die Pläne der Runde sind abgearbeitet</translation>
    </message>
    <message>
        <source>%1 stays where it is: nothing to do</source>
        <translation>%1 bleibt, wo es ist: nichts zu tun</translation>
    </message>
    <message>
        <source>%1&apos;s planned turn</source>
        <translation>Geplanter Zug von %1</translation>
    </message>
    <message>
        <source>more than is left of its turn</source>
        <translation>mehr, als vom Zug übrig ist</translation>
    </message>
    <message>
        <source>the move is refused (%1)</source>
        <translation>die Bewegung wird abgelehnt (%1)</translation>
    </message>
    <message>
        <source>Can&apos;t make %1&apos;s planned move: %2</source>
        <translation>Die geplante Bewegung von %1 ist nicht möglich: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves as planned: %n opportunity attack(s) logged for you to roll</source>
        <translation>
            <numerusform>%1 bewegt sich wie geplant: %n Gelegenheitsangriff zum Würfeln protokolliert</numerusform>
            <numerusform>%1 bewegt sich wie geplant: %n Gelegenheitsangriffe zum Würfeln protokolliert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves as planned</source>
        <translation>%1 bewegt sich wie geplant</translation>
    </message>
    <message>
        <source>%1&apos;s planned turn is done (one Undo takes back its move and the attacks applied)</source>
        <translation>Der geplante Zug von %1 ist ausgeführt (ein Rückgängig nimmt die Bewegung und die angewendeten Angriffe zurück)</translation>
    </message>
    <message>
        <source>The turn has moved on: the plan is taken off the map</source>
        <translation>Der Zug ist weitergegangen: der Plan wird von der Karte genommen</translation>
    </message>
    <message>
        <source>%1 → %2 %3, %4</source>
        <comment>attack, target, hit chance, expected damage</comment>
        <translation>%1 → %2 %3, %4</translation>
    </message>
    <message>
        <source>stands up</source>
        <translation>steht auf</translation>
    </message>
    <message>
        <source>Step (1 action)</source>
        <translation>Schritt (1 Aktion)</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s), %1 ft</source>
        <translation>
            <numerusform>%n Aktion, %1 ft</numerusform>
            <numerusform>%n Aktionen, %1 ft</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ft, Dash</source>
        <translation>%1 ft, Spurt</translation>
    </message>
    <message>
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <source>stands up, %1</source>
        <translation>steht auf, %1</translation>
    </message>
    <message>
        <source>%1 can&apos;t act.</source>
        <translation>%1 kann nicht handeln.</translation>
    </message>
    <message>
        <source>%1 has no attacks.</source>
        <translation>%1 hat keine Angriffe.</translation>
    </message>
    <message>
        <source>%1 perceives no hostile it could attack.</source>
        <translation>%1 nimmt keinen Feind wahr, den es angreifen könnte.</translation>
    </message>
    <message>
        <source>Every attack it could make would cost it more than it deals.</source>
        <translation>Bei jedem möglichen Angriff würde es mehr erleiden als austeilen.</translation>
    </message>
    <message>
        <source>Nothing can be attacked this turn, and no place to attack from can be reached.</source>
        <translation>In diesem Zug ist nichts angreifbar, und kein Feld, von dem aus es angreifen könnte, ist erreichbar.</translation>
    </message>
    <message>
        <source>Stands up first (1 action).</source>
        <translation>Steht zuerst auf (1 Aktion).</translation>
    </message>
    <message>
        <source>Stands up first (half its speed).</source>
        <translation>Steht zuerst auf (halbe Bewegungsrate).</translation>
    </message>
    <message>
        <source>Steps to %1 (1 action, provokes nothing).</source>
        <translation>Macht einen Schritt nach %1 (1 Aktion, provoziert nichts).</translation>
    </message>
    <message numerus="yes">
        <source>Strides %1 ft to %2: %n action(s) for the move.</source>
        <translation>
            <numerusform>Schreitet %1 ft nach %2: %n Aktion für die Bewegung.</numerusform>
            <numerusform>Schreitet %1 ft nach %2: %n Aktionen für die Bewegung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves %1 ft to %2.</source>
        <translation>Bewegt sich %1 ft nach %2.</translation>
    </message>
    <message>
        <source>Takes the Dash: the path is longer than its speed.</source>
        <translation>Spurtet: der Weg ist länger als seine Bewegungsrate.</translation>
    </message>
    <message>
        <source>Attacks from where it stands.</source>
        <translation>Greift von seinem Platz aus an.</translation>
    </message>
    <message>
        <source>Stays where it is.</source>
        <translation>Bleibt, wo es ist.</translation>
    </message>
    <message>
        <source>Nothing can be attacked this turn: it closes in, %1 ft still to go to the nearest place it can attack from.</source>
        <translation>In diesem Zug ist nichts angreifbar: es rückt näher, noch %1 ft bis zum nächsten Feld, von dem aus es angreifen kann.</translation>
    </message>
    <message>
        <source>Its Multiattack:</source>
        <translation>Sein Mehrfachangriff:</translation>
    </message>
    <message>
        <source>%1 → %2: %3 to hit, %4 damage expected</source>
        <translation>%1 → %2: %3 Trefferchance, erwarteter Schaden %4</translation>
    </message>
    <message>
        <source>Multiple attack penalty: %1</source>
        <translation>Mehrfachangriffsmalus: %1</translation>
    </message>
    <message>
        <source>Flat check: DC %1</source>
        <translation>Glückswurf: SG %1</translation>
    </message>
    <message>
        <source>Counts only %1: all the hit points %2 has left</source>
        <translation>Zählt nur %1: so viele Trefferpunkte hat %2 noch</translation>
    </message>
    <message>
        <source>A plain roll: no advantage, disadvantage or cover</source>
        <translation>Ein einfacher Wurf: weder Vorteil noch Nachteil noch Deckung</translation>
    </message>
    <message>
        <source>%1 may make an opportunity attack with %2: %3 damage expected</source>
        <translation>%1 kann einen Gelegenheitsangriff mit %2 ausführen: erwarteter Schaden %3</translation>
    </message>
    <message>
        <source>%1 may make an opportunity attack, but none of its melee attacks can hit</source>
        <translation>%1 kann einen Gelegenheitsangriff ausführen, aber keiner seiner Nahkampfangriffe kann treffen</translation>
    </message>
    <message>
        <source>Deals %1, takes %2 on the way: score %3</source>
        <translation>Teilt %1 aus, erleidet unterwegs %2: Wertung %3</translation>
    </message>
    <message>
        <source>stands up and stays</source>
        <translation>steht auf und bleibt</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>bleibt</translation>
    </message>
    <message>
        <source>closes in to %1</source>
        <translation>rückt vor bis %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>between the attacks of a plan</comment>
        <translation>, dann </translation>
    </message>
    <message>
        <source>takes %1 on the way</source>
        <translation>erleidet unterwegs %1</translation>
    </message>
</context>
<context>
    <name>bm::WallTool</name>
    <message>
        <source>The door is locked</source>
        <translation>Die Tür ist verschlossen</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>Tür öffnen</translation>
    </message>
    <message>
        <source>Close door</source>
        <translation>Tür schließen</translation>
    </message>
    <message>
        <source>Door opened</source>
        <translation>Tür geöffnet</translation>
    </message>
    <message>
        <source>Door closed</source>
        <translation>Tür geschlossen</translation>
    </message>
    <message>
        <source>Door from (%1, %2) to (%3, %4): %5 ft</source>
        <translation>Tür von (%1, %2) nach (%3, %4): %5 ft</translation>
    </message>
    <message>
        <source>Wall from (%1, %2) to (%3, %4): %5 ft</source>
        <translation>Wand von (%1, %2) nach (%3, %4): %5 ft</translation>
    </message>
    <message>
        <source>Drag from one grid corner to another to draw a door (Shift: free ends)</source>
        <translation>Von einer Rasterecke zu einer anderen ziehen, um eine Tür zu zeichnen (Umschalt: freie Enden)</translation>
    </message>
    <message>
        <source>Drag from one grid corner to another to draw a wall (Shift: free ends)</source>
        <translation>Von einer Rasterecke zu einer anderen ziehen, um eine Wand zu zeichnen (Umschalt: freie Enden)</translation>
    </message>
    <message>
        <source>There is already a wall there</source>
        <translation>Dort ist schon eine Wand</translation>
    </message>
    <message>
        <source>Add door</source>
        <translation>Tür hinzufügen</translation>
    </message>
    <message>
        <source>Add wall</source>
        <translation>Wand hinzufügen</translation>
    </message>
    <message>
        <source>Door added (closed); click it to open it</source>
        <translation>Tür hinzugefügt (geschlossen); zum Öffnen anklicken</translation>
    </message>
    <message>
        <source>Wall added</source>
        <translation>Wand hinzugefügt</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A battle map for tabletop combat.</source>
        <translation>Eine Kampfkarte für Tabletop-Kämpfe.</translation>
    </message>
    <message>
        <source>encounter to open</source>
        <translation>zu öffnende Begegnung</translation>
    </message>
    <message>
        <source>save a picture of the window and quit</source>
        <translation>ein Bild des Fensters speichern und beenden</translation>
    </message>
    <message>
        <source>interface language: en, de, fr</source>
        <translation>Sprache der Oberfläche: en, de, fr</translation>
    </message>
    <message>
        <source>serve the table to the players&apos; devices on PORT at launch (0: any free port)</source>
        <translation>den Tisch beim Start auf PORT für die Geräte der Spieler bereitstellen (0: ein freier Port)</translation>
    </message>
    <message>
        <source>with --serve: the address to listen on (default: the one last chosen in Invite Players, else this computer only)</source>
        <translation>mit --serve: die Adresse, auf der gelauscht wird (Standard: die zuletzt unter „Spieler einladen“ gewählte, sonst nur dieser Computer)</translation>
    </message>
    <message>
        <source>with --serve: write the seats&apos; links to FILE as JSON</source>
        <translation>mit --serve: die Links der Plätze als JSON in FILE schreiben</translation>
    </message>
    <message>
        <source>--serve: not a port number: %1</source>
        <translation>--serve: keine Portnummer: %1</translation>
    </message>
    <message>
        <source>--bind: not an address: %1</source>
        <translation>--bind: keine Adresse: %1</translation>
    </message>
    <message>
        <source>--bind and --seat-links go with --serve</source>
        <translation>--bind und --seat-links gehören zu --serve</translation>
    </message>
    <message>
        <source>Can&apos;t listen on %1, port %2: another program may use it.</source>
        <translation>Kann nicht auf %1, Port %2 lauschen: vielleicht benutzt ihn ein anderes Programm.</translation>
    </message>
    <message>
        <source>Can&apos;t write the seat links to %1: %2</source>
        <translation>Kann die Links der Plätze nicht nach %1 schreiben: %2</translation>
    </message>
</context>
</TS>
