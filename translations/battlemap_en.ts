<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Combat</name>
    <message numerus="yes">
        <source> (%n round(s))</source>
        <translation>
            <numerusform> (%n round)</numerusform>
            <numerusform> (%n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n action(s) left.</source>
        <translation>
            <numerusform>%1 has %n action left.</numerusform>
            <numerusform>%1 has %n actions left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Combat ends after %n round(s) (%1).</source>
        <translation>
            <numerusform>Combat ends after %n round (%1).</numerusform>
            <numerusform>Combat ends after %n rounds (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is stunned and loses %n action(s).</source>
        <translation>
            <numerusform>%1 is stunned and loses %n action.</numerusform>
            <numerusform>%1 is stunned and loses %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is slowed and loses %n action(s).</source>
        <translation>
            <numerusform>%1 is slowed and loses %n action.</numerusform>
            <numerusform>%1 is slowed and loses %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 covers %n square(s) of the map.</source>
        <translation>
            <numerusform>%1 covers %n square of the map.</numerusform>
            <numerusform>%1 covers %n squares of the map.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Countdown %1: %n d6</source>
        <translation>
            <numerusform>Countdown %1: %n d6</numerusform>
            <numerusform>Countdown %1: %n d6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Countdown %1: [%2], %3 removed, %n left.</source>
        <translation>
            <numerusform>Countdown %1: [%2], %3 removed, %n left.</numerusform>
            <numerusform>Countdown %1: [%2], %3 removed, %n left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncounterReader</name>
    <message numerus="yes">
        <source>too many creature squares to check them all for overlaps; checked the first %n creature(s)</source>
        <translation>
            <numerusform>too many creature squares to check them all for overlaps; checked the first %n creature</numerusform>
            <numerusform>too many creature squares to check them all for overlaps; checked the first %n creatures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapRenderer</name>
    <message numerus="yes">
        <source>%1 · %n round(s)</source>
        <translation>
            <numerusform>%1 · %n round</numerusform>
            <numerusform>%1 · %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) left</source>
        <translation>
            <numerusform>%n round left</numerusform>
            <numerusform>%n rounds left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>battlemap-cli</name>
    <message numerus="yes">
        <source> (and %n more problem(s): run validate to see them all)</source>
        <translation>
            <numerusform> (and %n more problem: run validate to see them all)</numerusform>
            <numerusform> (and %n more problems: run validate to see them all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::AreaDock</name>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s): %1</source>
        <translation>
            <numerusform>%n square: %1</numerusform>
            <numerusform>%n squares: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n creature(s) in the area</source>
        <translation>
            <numerusform>%1: %n creature in the area</numerusform>
            <numerusform>%1: %n creatures in the area</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::AreaTool</name>
    <message numerus="yes">
        <source>%1: %n creature(s)</source>
        <translation>
            <numerusform>%1: %n creature</numerusform>
            <numerusform>%1: %n creatures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::EraserTool</name>
    <message numerus="yes">
        <source>Erased terrain from %n square(s)</source>
        <translation>
            <numerusform>Erased terrain from %n square</numerusform>
            <numerusform>Erased terrain from %n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erased %n wall(s)</source>
        <translation>
            <numerusform>Erased %n wall</numerusform>
            <numerusform>Erased %n walls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::InviteDialog</name>
    <message numerus="yes">
        <source>Serving on port %1: %n device(s) connected</source>
        <translation>
            <numerusform>Serving on port %1: %n device connected</numerusform>
            <numerusform>Serving on port %1: %n devices connected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::KeepAreaDialog</name>
    <message numerus="yes">
        <source> round(s)</source>
        <translation>
            <numerusform> round</numerusform>
            <numerusform> rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::MainWindow</name>
    <message numerus="yes">
        <source>Imported %1: %2 x %3 squares, %n wall(s)</source>
        <translation>
            <numerusform>Imported %1: %2 x %3 squares, %n wall</numerusform>
            <numerusform>Imported %1: %2 x %3 squares, %n walls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <translation>
            <numerusform>%n door</numerusform>
            <numerusform>%n doors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Damage dealt to %n creature(s) in the area</source>
        <translation>
            <numerusform>Damage dealt to %n creature in the area</numerusform>
            <numerusform>Damage dealt to %n creatures in the area</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Autosave every %n second(s)</source>
        <translation>
            <numerusform>Autosave every %n second</numerusform>
            <numerusform>Autosave every %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) in %1 stood partly or wholly off the map. Each was moved to the nearest free place where it fits; nothing else changed. Save to keep the new places.</source>
        <translation>
            <numerusform>%n creature in %1 stood partly or wholly off the map. It was moved to the nearest free place where it fits; nothing else changed. Save to keep the new place.</numerusform>
            <numerusform>%n creatures in %1 stood partly or wholly off the map. Each was moved to the nearest free place where it fits; nothing else changed. Save to keep the new places.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::MoveTool</name>
    <message numerus="yes">
        <source>%n action(s) (%1 ft)</source>
        <translation>
            <numerusform>%n action (%1 ft)</numerusform>
            <numerusform>%n actions (%1 ft)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %n actions: more than are left this turn</source>
        <translation>
            <numerusform>needs %n action: more than are left this turn</numerusform>
            <numerusform>needs %n actions: more than are left this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %n actions: too far this turn</source>
        <translation>
            <numerusform>needs %n action: too far this turn</numerusform>
            <numerusform>needs %n actions: too far this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, provokes %n opportunity attack(s)</source>
        <translation>
            <numerusform>, provokes %n opportunity attack</numerusform>
            <numerusform>, provokes %n opportunity attacks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, squeezes %n step(s)</source>
        <translation>
            <numerusform>, squeezes %n step</numerusform>
            <numerusform>, squeezes %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::SeatMove</name>
    <message numerus="yes">
        <source>%1 ft, %n action(s)</source>
        <translation>
            <numerusform>%1 ft, %n action</numerusform>
            <numerusform>%1 ft, %n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, provokes %n opportunity attack(s)</source>
        <translation>
            <numerusform>, provokes %n opportunity attack</numerusform>
            <numerusform>, provokes %n opportunity attacks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::SeekTool</name>
    <message numerus="yes">
        <source>Seek: %n creature(s) in the cone; click to seek there (Esc gives up)</source>
        <translation>
            <numerusform>Seek: %n creature in the cone; click to seek there (Esc gives up)</numerusform>
            <numerusform>Seek: %n creatures in the cone; click to seek there (Esc gives up)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::StatBlockDock</name>
    <message numerus="yes">
        <source>%n typed number(s) left over: this attack rolls fewer dice.</source>
        <translation>
            <numerusform>%n typed number left over: this attack rolls fewer dice.</numerusform>
            <numerusform>%n typed numbers left over: this attack rolls fewer dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Multiattack: all %n attack(s) made.</source>
        <translation>
            <numerusform>Multiattack: %n attack made.</numerusform>
            <numerusform>Multiattack: all %n attacks made.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Planned turn: done (%n attack(s) made or skipped).</source>
        <translation>
            <numerusform>Planned turn: done (%n attack made or skipped).</numerusform>
            <numerusform>Planned turn: done (%n attacks made or skipped).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::TableServer</name>
    <message numerus="yes">
        <source>%1 (and %n more refused)</source>
        <translation>
            <numerusform>%1 (and %n more refused)</numerusform>
            <numerusform>%1 (and %n more refused)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::TerrainBrushTool</name>
    <message numerus="yes">
        <source>Painted %n square(s) of %1</source>
        <translation>
            <numerusform>Painted %n square of %1</numerusform>
            <numerusform>Painted %n squares of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::TurnPlanner</name>
    <message numerus="yes">
        <source>The round planned for %n hostile(s): Do It or Skip each in turn</source>
        <translation>
            <numerusform>The round planned for %n hostile: Do It or Skip it</numerusform>
            <numerusform>The round planned for %n hostiles: Do It or Skip each in turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves as planned: %n opportunity attack(s) logged for you to roll</source>
        <translation>
            <numerusform>%1 moves as planned: %n opportunity attack logged for you to roll</numerusform>
            <numerusform>%1 moves as planned: %n opportunity attacks logged for you to roll</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s), %1 ft</source>
        <translation>
            <numerusform>%n action, %1 ft</numerusform>
            <numerusform>%n actions, %1 ft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Strides %1 ft to %2: %n action(s) for the move.</source>
        <translation>
            <numerusform>Strides %1 ft to %2: %n action for the move.</numerusform>
            <numerusform>Strides %1 ft to %2: %n actions for the move.</numerusform>
        </translation>
    </message>
</context>
</TS>
