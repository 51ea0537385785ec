<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Area</name>
    <message>
        <source>sphere</source>
        <translation>sphère</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>cylindre</translation>
    </message>
    <message>
        <source>cube</source>
        <translation>cube</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>cône</translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>emanation</source>
        <translation>émanation</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>explosion</translation>
    </message>
    <message>
        <source>the size must be a positive number of feet</source>
        <translation>la taille doit être un nombre positif de pieds</translation>
    </message>
    <message>
        <source>an area starts at a point or on a creature, not both</source>
        <translation>une zone part d’un point ou d’une créature, pas des deux</translation>
    </message>
    <message>
        <source>no creature &quot;%1&quot;</source>
        <translation>aucune créature « %1 »</translation>
    </message>
    <message>
        <source>the origin %1,%2 is off the map</source>
        <translation>l’origine %1,%2 est hors de la carte</translation>
    </message>
    <message>
        <source>the aim must be a finite point</source>
        <translation>la visée doit être un point fini</translation>
    </message>
    <message>
        <source>pf2e has no cube: use a burst</source>
        <translation>pf2e n’a pas de cube : utilisez une explosion</translation>
    </message>
    <message>
        <source>an emanation is on a creature: give --creature</source>
        <translation>une émanation est sur une créature : donnez --creature</translation>
    </message>
    <message>
        <source>a pf2e %1 starts from a creature: give --creature</source>
        <translation>un %1 pf2e part d’une créature : donnez --creature</translation>
    </message>
    <message>
        <source>a burst is centred on a grid point: give --origin</source>
        <translation>une explosion est centrée sur un point de la grille : donnez --origin</translation>
    </message>
    <message>
        <source>a cube starts at a grid point: give --origin</source>
        <translation>un cube part d’un point de la grille : donnez --origin</translation>
    </message>
    <message>
        <source>give --origin or --creature</source>
        <translation>donnez --origin ou --creature</translation>
    </message>
    <message>
        <source>a %1 needs an aim: give --toward%2</source>
        <translation>un %1 doit être visé : donnez --toward%2</translation>
    </message>
    <message>
        <source> or --direction</source>
        <translation> ou --direction</translation>
    </message>
    <message>
        <source>a pf2e line is one square wide</source>
        <translation>en pf2e, une ligne fait une case de large</translation>
    </message>
    <message>
        <source>the %1 is aimed at its own origin: --toward must differ from it</source>
        <translation>le %1 vise sa propre origine : --toward doit en différer</translation>
    </message>
</context>
<context>
    <name>AreaPreset</name>
    <message>
        <source>Fog Cloud</source>
        <translation>Nappe de brouillard</translation>
    </message>
    <message>
        <source>Darkness</source>
        <translation>Ténèbres</translation>
    </message>
    <message>
        <source>Spike Growth</source>
        <translation>Croissance d’épines</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Toile d’araignée</translation>
    </message>
    <message>
        <source>Stinking Cloud</source>
        <translation>Nuage puant</translation>
    </message>
    <message>
        <source>Sleet Storm</source>
        <translation>Tempête de neige</translation>
    </message>
    <message>
        <source>Entangle</source>
        <translation>Enchevêtrement</translation>
    </message>
    <message>
        <source>Grease</source>
        <translation>Graisse</translation>
    </message>
</context>
<context>
    <name>Attack</name>
    <message>
        <source>out of reach (%1 ft)</source>
        <translation>hors d&apos;allonge (%1 ft)</translation>
    </message>
    <message>
        <source>beyond long range (%1 ft)</source>
        <translation>au-delà de la portée longue (%1 ft)</translation>
    </message>
    <message>
        <source>beyond normal range (%1 ft)</source>
        <translation>au-delà de la portée normale (%1 ft)</translation>
    </message>
    <message>
        <source>total cover</source>
        <translation>abri total</translation>
    </message>
    <message>
        <source>flanking</source>
        <translation>prise en tenaille</translation>
    </message>
    <message>
        <source>flanking: expertise die</source>
        <translation>prise en tenaille&#xa0;: dé d&apos;expertise</translation>
    </message>
    <message>
        <source>ranged attack within the reach of %1</source>
        <translation>attaque à distance dans l&apos;allonge de %1</translation>
    </message>
    <message>
        <source>ranged attack within 5 ft of %1</source>
        <translation>attaque à distance à 5 ft ou moins de %1</translation>
    </message>
    <message>
        <source>attacker is squeezed</source>
        <translation>l&apos;attaquant est à l&apos;étroit</translation>
    </message>
    <message>
        <source>target is squeezed</source>
        <translation>la cible est à l&apos;étroit</translation>
    </message>
    <message>
        <source>target is prone</source>
        <translation>la cible est à terre</translation>
    </message>
    <message>
        <source>target is prone and more than 5 ft away</source>
        <translation>la cible est à terre et à plus de 5 ft</translation>
    </message>
    <message>
        <source>attacker is incapacitated</source>
        <translation>l&apos;attaquant est neutralisé</translation>
    </message>
    <message>
        <source>flanked</source>
        <translation>pris en tenaille</translation>
    </message>
    <message>
        <source>attacker is prone</source>
        <translation>l&apos;attaquant est à terre</translation>
    </message>
    <message>
        <source>attacker is hidden from the target</source>
        <translation>l&apos;attaquant est caché de la cible</translation>
    </message>
    <message>
        <source>attacker is undetected by the target</source>
        <translation>l&apos;attaquant n&apos;est pas détecté par la cible</translation>
    </message>
    <message>
        <source>attacker can&apos;t see the target</source>
        <translation>l&apos;attaquant ne voit pas la cible</translation>
    </message>
    <message>
        <source>target can&apos;t see the attacker</source>
        <translation>la cible ne voit pas l&apos;attaquant</translation>
    </message>
    <message>
        <source>target is dodging</source>
        <translation>la cible esquive</translation>
    </message>
    <message>
        <source>high ground: expertise die</source>
        <translation>position dominante : dé d’expertise</translation>
    </message>
    <message>
        <source>attacker is exhausted (level %1)</source>
        <translation>l’attaquant est épuisé (niveau %1)</translation>
    </message>
    <message>
        <source>target is paralyzed</source>
        <translation>la cible est paralysée</translation>
    </message>
    <message>
        <source>target is restrained</source>
        <translation>la cible est entravée</translation>
    </message>
    <message>
        <source>target is unconscious</source>
        <translation>la cible est inconsciente</translation>
    </message>
    <message>
        <source>target is grappled</source>
        <translation>la cible est agrippée</translation>
    </message>
    <message>
        <source>target is petrified</source>
        <translation>la cible est pétrifiée</translation>
    </message>
    <message>
        <source>target is stunned</source>
        <translation>la cible est étourdie</translation>
    </message>
    <message>
        <source>attacker is restrained</source>
        <translation>l&apos;attaquant est entravé</translation>
    </message>
    <message>
        <source>attacker is poisoned</source>
        <translation>l&apos;attaquant est empoisonné</translation>
    </message>
    <message>
        <source>underwater: melee weapon</source>
        <translation>sous l&apos;eau&#xa0;: arme de corps à corps</translation>
    </message>
    <message>
        <source>underwater: ranged weapon</source>
        <translation>sous l&apos;eau&#xa0;: arme à distance</translation>
    </message>
    <message>
        <source>underwater: beyond normal range (%1 ft)</source>
        <translation>sous l&apos;eau&#xa0;: au-delà de la portée normale (%1 ft)</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>Calibrate Background</source>
        <translation>Calibrer l&apos;image de fond</translation>
    </message>
    <message>
        <source>Grid on the image</source>
        <translation>Grille sur l&apos;image</translation>
    </message>
    <message>
        <source>&amp;Pixels per square</source>
        <translation>&amp;Pixels par case</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Offset &amp;X</source>
        <translation>Décalage &amp;X</translation>
    </message>
    <message>
        <source>Image pixels to the left of map square (0, 0)</source>
        <translation>Pixels de l&apos;image à gauche de la case (0, 0)</translation>
    </message>
    <message>
        <source>Offset &amp;Y</source>
        <translation>Décalage &amp;Y</translation>
    </message>
    <message>
        <source>Image pixels above map square (0, 0)</source>
        <translation>Pixels de l&apos;image au-dessus de la case (0, 0)</translation>
    </message>
    <message>
        <source>Or click two grid corners</source>
        <translation>Ou cliquer sur deux coins de la grille</translation>
    </message>
    <message>
        <source>&amp;Squares between them</source>
        <translation>&amp;Cases entre les deux</translation>
    </message>
    <message>
        <source>How many squares lie between the two corners, across or down (the larger)</source>
        <translation>Nombre de cases entre les deux coins, en largeur ou en hauteur (la plus grande)</translation>
    </message>
    <message>
        <source>&amp;Click Two Corners…</source>
        <translation>Cliquer &amp;deux coins…</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>&amp;Fit the grid to the image</source>
        <translation>&amp;Ajuster la grille à l’image</translation>
    </message>
    <message>
        <source>Set the map&apos;s width and height to the whole squares the image holds</source>
        <translation>Donner à la carte la largeur et la hauteur des cases entières que contient l’image</translation>
    </message>
</context>
<context>
    <name>Combat</name>
    <message>
        <source>%1 dies.</source>
        <translation>%1 meurt.</translation>
    </message>
    <message>
        <source>%1 dies (%2).</source>
        <translation>%1 meurt (%2).</translation>
    </message>
    <message>
        <source>Initiative tie at %1, roll-off: %2</source>
        <translation>Égalité d’initiative à %1, départage : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is stunned and loses %n action(s).</source>
        <translation>
            <numerusform>%1 est étourdi et perd %n action.</numerusform>
            <numerusform>%1 est étourdi et perd %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is slowed and loses %n action(s).</source>
        <translation>
            <numerusform>%1 est ralenti et perd %n action.</numerusform>
            <numerusform>%1 est ralenti et perd %n actions.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is surprised: no move or action this turn.</source>
        <translation>%1 est surpris : ni déplacement ni action à ce tour.</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Manche %1 (%2)</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Dextérité</translation>
    </message>
    <message>
        <source>Perception</source>
        <translation>Perception</translation>
    </message>
    <message>
        <source>Strength (Athletics)</source>
        <translation>Force (Athlétisme)</translation>
    </message>
    <message>
        <source>Deception</source>
        <translation>Tromperie</translation>
    </message>
    <message>
        <source>Wisdom (Insight)</source>
        <translation>Sagesse (Intuition)</translation>
    </message>
    <message>
        <source>Dexterity (Land Vehicles)</source>
        <translation>Dextérité (Véhicules terrestres)</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Discrétion</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>Intimidation</source>
        <translation>Intimidation</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Représentation</translation>
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
        <translation>%1 jette l’initiative (%2) : %3</translation>
    </message>
    <message>
        <source> (group roll, also %1)</source>
        <translation> (jet de groupe, aussi pour %1)</translation>
    </message>
    <message>
        <source>Tie order: %1 before %2</source>
        <translation>Ordre en cas d’égalité : %1 avant %2</translation>
    </message>
    <message>
        <source>Combat starts (%1 combatants).</source>
        <translation>Le combat commence (%1 combattants).</translation>
    </message>
    <message>
        <source>%1&apos;s initiative is %2 (entered).</source>
        <translation>L’initiative de %1 est %2 (saisie).</translation>
    </message>
    <message>
        <source>%1 is surprised.</source>
        <translation>%1 est surpris.</translation>
    </message>
    <message>
        <source>Round 1 (%1)</source>
        <translation>Manche 1 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Combat ends after %n round(s) (%1).</source>
        <translation>
            <numerusform>Le combat se termine après %n manche (%1).</numerusform>
            <numerusform>Le combat se termine après %n manches (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s initiative set to %2.</source>
        <translation>Initiative de %1 fixée à %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Au tour de %1.</translation>
    </message>
    <message>
        <source>%1 takes persistent %2 damage: %3</source>
        <translation>%1 subit des dégâts persistants (%2) : %3</translation>
    </message>
    <message>
        <source>Flat check %1 (DC 15): %2&apos;s %3 ends.</source>
        <translation>Test nu %1 (DD 15) : %3 sur %2 prend fin.</translation>
    </message>
    <message>
        <source>Flat check %1 (DC 15): %2 continues.</source>
        <translation>Test nu %1 (DD 15) : %2 continue.</translation>
    </message>
    <message>
        <source>%1 is now frightened %2.</source>
        <translation>%1 est maintenant effrayé %2.</translation>
    </message>
    <message>
        <source>%1 is no longer surprised.</source>
        <translation>%1 n’est plus surpris.</translation>
    </message>
    <message>
        <source>Back to %1&apos;s turn (round %2).</source>
        <translation>Retour au tour de %1 (manche %2).</translation>
    </message>
    <message>
        <source>%1 joins the fight at initiative %2.</source>
        <translation>%1 rejoint le combat à l’initiative %2.</translation>
    </message>
    <message>
        <source>%1 joins the fight.</source>
        <translation>%1 rejoint le combat.</translation>
    </message>
    <message>
        <source>%1 leaves the fight.</source>
        <translation>%1 quitte le combat.</translation>
    </message>
    <message>
        <source>%1 delays.</source>
        <translation>%1 retarde son tour.</translation>
    </message>
    <message>
        <source>%1 stops delaying and acts next.</source>
        <translation>%1 cesse de retarder et agit ensuite.</translation>
    </message>
    <message>
        <source>readied action</source>
        <translation>action préparée</translation>
    </message>
    <message>
        <source>%1 readies: %2.</source>
        <translation>%1 se prépare : %2.</translation>
    </message>
    <message>
        <source>%1&apos;s readied action goes off (%2); its reaction is spent.</source>
        <translation>L’action préparée de %1 se déclenche (%2) ; sa réaction est dépensée.</translation>
    </message>
    <message>
        <source>%1 mounts %2; the mount acts on the rider&apos;s initiative.</source>
        <translation>%1 monte %2 ; la monture agit à l’initiative du cavalier.</translation>
    </message>
    <message>
        <source>%1 dismounts %2.</source>
        <translation>%1 descend de %2.</translation>
    </message>
    <message>
        <source>%1 dashes.</source>
        <translation>%1 fonce.</translation>
    </message>
    <message numerus="yes">
        <source> (%n round(s))</source>
        <translation>
            <numerusform> (%n manche)</numerusform>
            <numerusform> (%n manches)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 reçoit %2.</translation>
    </message>
    <message>
        <source>%1 on %2 expires.</source>
        <translation>%1 sur %2 expire.</translation>
    </message>
    <message>
        <source>%1 on %2 ends.</source>
        <translation>%1 sur %2 prend fin.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation>%1 : plus %2.</translation>
    </message>
    <message>
        <source>immune</source>
        <translation>immunisé</translation>
    </message>
    <message>
        <source>weakness %1</source>
        <translation>faiblesse %1</translation>
    </message>
    <message>
        <source>resistance %1</source>
        <translation>résistance %1</translation>
    </message>
    <message>
        <source>resisted</source>
        <translation>résisté</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>vulnérable</translation>
    </message>
    <message>
        <source>resisted and vulnerable</source>
        <translation>résisté et vulnérable</translation>
    </message>
    <message>
        <source>%1 takes %2%3 damage</source>
        <translation>%1 subit %2%3 dégâts</translation>
    </message>
    <message>
        <source>, %1 to temporary HP</source>
        <translation>, %1 sur les PV temporaires</translation>
    </message>
    <message>
        <source>%1 is dying %2.</source>
        <translation>%1 est mourant %2.</translation>
    </message>
    <message>
        <source>massive damage</source>
        <translation>dégâts massifs</translation>
    </message>
    <message>
        <source>%1 suffers a death save failure (%2 of 3).</source>
        <translation>%1 subit un échec au jet de sauvegarde contre la mort (%2 sur 3).</translation>
    </message>
    <message>
        <source>three failed death saves</source>
        <translation>trois jets contre la mort ratés</translation>
    </message>
    <message>
        <source> (%1 HP left).</source>
        <translation> (%1 PV restants).</translation>
    </message>
    <message>
        <source>%1 falls unconscious, dying %2.</source>
        <translation>%1 tombe inconscient, mourant %2.</translation>
    </message>
    <message>
        <source>%1 falls unconscious and suffers a level of fatigue (%2).</source>
        <translation>%1 tombe inconscient et subit un niveau de fatigue (%2).</translation>
    </message>
    <message>
        <source>%1 falls unconscious and is dying.</source>
        <translation>%1 tombe inconscient et agonise.</translation>
    </message>
    <message>
        <source>%1 is dead: healing has no effect.</source>
        <translation>%1 est mort : les soins sont sans effet.</translation>
    </message>
    <message>
        <source>%1 regains %2 HP (%3 HP).</source>
        <translation>%1 récupère %2 PV (%3 PV).</translation>
    </message>
    <message>
        <source>%1 has %2 temporary HP.</source>
        <translation>%1 a %2 PV temporaires.</translation>
    </message>
    <message>
        <source>%1 keeps %2 temporary HP (they don&apos;t stack).</source>
        <translation>%1 garde %2 PV temporaires (ils ne se cumulent pas).</translation>
    </message>
    <message>
        <source>%1&apos;s death save: natural 20, regains 1 HP and wakes up.</source>
        <translation>Jet contre la mort de %1 : 20 naturel, récupère 1 PV et se réveille.</translation>
    </message>
    <message>
        <source>%1&apos;s death save: natural 1, two failures (%2 of 3).</source>
        <translation>Jet contre la mort de %1 : 1 naturel, deux échecs (%2 sur 3).</translation>
    </message>
    <message>
        <source>%1&apos;s death save: %2, success (%3 of 3).</source>
        <translation>Jet contre la mort de %1 : %2, réussite (%3 sur 3).</translation>
    </message>
    <message>
        <source>%1&apos;s death save: %2, failure (%3 of 3).</source>
        <translation>Jet contre la mort de %1 : %2, échec (%3 sur 3).</translation>
    </message>
    <message>
        <source>%1 suffers a level of fatigue and of strife.</source>
        <translation>%1 subit un niveau de fatigue et un de tension.</translation>
    </message>
    <message>
        <source>%1 is stable.</source>
        <translation>%1 est stable.</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>échec critique</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>réussite critique</translation>
    </message>
    <message>
        <source>%1&apos;s recovery check: %2 against DC %3, %4; dying %5.</source>
        <translation>Test de récupération de %1 : %2 contre DD %3, %4 ; mourant %5.</translation>
    </message>
    <message>
        <source>%1 is stable (wounded %2).</source>
        <translation>%1 est stable (blessé %2).</translation>
    </message>
    <message>
        <source>World action: %1 (Recharge %2–6).</source>
        <translation>Action du monde : %1 (Recharge %2–6).</translation>
    </message>
    <message>
        <source>World action: %1.</source>
        <translation>Action du monde : %1.</translation>
    </message>
    <message>
        <source>The world acts: %1.</source>
        <translation>Le monde agit : %1.</translation>
    </message>
    <message>
        <source>%1 recharge: %2, regained.</source>
        <translation>%1 recharge : %2, récupérée.</translation>
    </message>
    <message>
        <source>%1 recharge: %2, not regained.</source>
        <translation>%1 recharge : %2, pas récupérée.</translation>
    </message>
    <message numerus="yes">
        <source>Countdown %1: %n d6</source>
        <translation>
            <numerusform>Compte à rebours %1 : %n d6</numerusform>
            <numerusform>Compte à rebours %1 : %n d6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Countdown %1: [%2], %3 removed, %n left.</source>
        <translation>
            <numerusform>Compte à rebours %1 : [%2], %3 retiré(s), %n restant.</numerusform>
            <numerusform>Compte à rebours %1 : [%2], %3 retiré(s), %n restants.</numerusform>
        </translation>
    </message>
    <message>
        <source>Countdown %1 ends.</source>
        <translation>Le compte à rebours %1 est terminé.</translation>
    </message>
    <message>
        <source>Action</source>
        <comment>turn action</comment>
        <translation>Action</translation>
    </message>
    <message>
        <source>Bonus Action</source>
        <comment>turn action</comment>
        <translation>Action bonus</translation>
    </message>
    <message>
        <source>Reaction</source>
        <comment>turn action</comment>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>Dash</source>
        <comment>turn action</comment>
        <translation>Foncer</translation>
    </message>
    <message>
        <source>Disengage</source>
        <comment>turn action</comment>
        <translation>Se désengager</translation>
    </message>
    <message>
        <source>Dodge</source>
        <comment>turn action</comment>
        <translation>Esquiver</translation>
    </message>
    <message>
        <source>Help</source>
        <comment>turn action</comment>
        <translation>Aider</translation>
    </message>
    <message>
        <source>Ready</source>
        <comment>turn action</comment>
        <translation>Se tenir prêt</translation>
    </message>
    <message>
        <source>Ready a Spell</source>
        <comment>turn action</comment>
        <translation>Préparer un sort</translation>
    </message>
    <message>
        <source>Stand Up</source>
        <comment>turn action</comment>
        <translation>Se relever</translation>
    </message>
    <message>
        <source>Drop Prone</source>
        <comment>turn action</comment>
        <translation>Se jeter à terre</translation>
    </message>
    <message>
        <source>No creature &quot;%1&quot;.</source>
        <translation>Aucune créature « %1 ».</translation>
    </message>
    <message>
        <source>Combat has not started.</source>
        <translation>Le combat n’a pas commencé.</translation>
    </message>
    <message>
        <source>%1 is not in the fight.</source>
        <translation>%1 ne prend pas part au combat.</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 est mort.</translation>
    </message>
    <message>
        <source>%1 is not an action in this ruleset.</source>
        <translation>%1 n’est pas une action dans ces règles.</translation>
    </message>
    <message>
        <source>%1 is incapacitated and can&apos;t act.</source>
        <translation>%1 est neutralisé et ne peut pas agir.</translation>
    </message>
    <message>
        <source>%1 has no reaction left.</source>
        <translation>%1 n’a plus de réaction.</translation>
    </message>
    <message>
        <source>It is not %1&apos;s turn.</source>
        <translation>Ce n’est pas le tour de %1.</translation>
    </message>
    <message>
        <source>%1 is a controlled mount: it can only Dash, Disengage or Dodge.</source>
        <translation>%1 est une monture contrôlée : elle peut seulement foncer, se désengager ou esquiver.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n action(s) left.</source>
        <translation>
            <numerusform>Il reste %n action à %1.</numerusform>
            <numerusform>Il reste %n actions à %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has already used its action.</source>
        <translation>%1 a déjà utilisé son action.</translation>
    </message>
    <message>
        <source>%1 has already used its bonus action.</source>
        <translation>%1 a déjà utilisé son action bonus.</translation>
    </message>
    <message>
        <source>%1 can&apos;t Dash while suffering fatigue.</source>
        <translation>%1 ne peut pas foncer en subissant de la fatigue.</translation>
    </message>
    <message>
        <source>%1 is not prone.</source>
        <translation>%1 n’est pas à terre.</translation>
    </message>
    <message>
        <source>%1 can&apos;t stand up at speed 0.</source>
        <translation>%1 ne peut pas se relever avec une vitesse de 0.</translation>
    </message>
    <message>
        <source>%1 has less than half its speed (%2 ft) left to stand up.</source>
        <translation>Il reste à %1 moins de la moitié de sa vitesse (%2 ft) pour se relever.</translation>
    </message>
    <message>
        <source>%1 is already prone.</source>
        <translation>%1 est déjà à terre.</translation>
    </message>
    <message>
        <source>%1 can&apos;t drop prone at speed 0.</source>
        <translation>%1 ne peut pas se jeter à terre avec une vitesse de 0.</translation>
    </message>
    <message>
        <source>%1 is flying: dropping prone would make it fall.</source>
        <translation>%1 vole : se jeter à terre le ferait tomber.</translation>
    </message>
    <message>
        <source>%1 takes an action.</source>
        <translation>%1 utilise une action.</translation>
    </message>
    <message>
        <source>%1 takes a bonus action.</source>
        <translation>%1 utilise une action bonus.</translation>
    </message>
    <message>
        <source>%1 uses its reaction.</source>
        <translation>%1 utilise sa réaction.</translation>
    </message>
    <message>
        <source>%1 takes the Dash action.</source>
        <translation>%1 fonce.</translation>
    </message>
    <message>
        <source>%1 disengages: no opportunity attacks for the rest of the turn.</source>
        <translation>%1 se désengage : pas d’attaque d’opportunité pour le reste du tour.</translation>
    </message>
    <message>
        <source>%1 takes the Help action.</source>
        <translation>%1 aide.</translation>
    </message>
    <message>
        <source>%1 helps %2.</source>
        <translation>%1 aide %2.</translation>
    </message>
    <message>
        <source>%1 stands up.</source>
        <translation>%1 se relève.</translation>
    </message>
    <message>
        <source>%1 drops prone.</source>
        <translation>%1 se jette à terre.</translation>
    </message>
    <message>
        <source>%1 makes an opportunity attack against %2; its reaction is spent.</source>
        <translation>%1 fait une attaque d’opportunité contre %2 ; sa réaction est dépensée.</translation>
    </message>
    <message>
        <source>%1 falls %2 ft and lands prone.</source>
        <translation>%1 tombe de %2 ft et se retrouve à terre.</translation>
    </message>
    <message>
        <source>%1 comes down %2 ft with its mount.</source>
        <translation>%1 tombe de %2 ft avec sa monture.</translation>
    </message>
    <message>
        <source>Falling damage: %1</source>
        <translation>Dégâts de chute : %1</translation>
    </message>
    <message>
        <source>%1&apos;s save to stay mounted (DC 10): %2, stays on.</source>
        <translation>Jet de sauvegarde de %1 pour rester en selle (DD 10) : %2, reste en selle.</translation>
    </message>
    <message>
        <source>%1&apos;s save to stay mounted (DC 10): %2, falls off.</source>
        <translation>Jet de sauvegarde de %1 pour rester en selle (DD 10) : %2, tombe.</translation>
    </message>
    <message>
        <source>No condition named.</source>
        <translation>Aucun état indiqué.</translation>
    </message>
    <message>
        <source>%1 goes from 0 to %2, not %3.</source>
        <translation>%1 va de 0 à %2, pas %3.</translation>
    </message>
    <message>
        <source>A condition lasts at least 1 round.</source>
        <translation>Un état dure au moins 1 round.</translation>
    </message>
    <message>
        <source>%1 is kept by the tracker: %2 is not in the fight.</source>
        <translation>%1 est tenu par le suivi d’initiative : %2 ne prend pas part au combat.</translation>
    </message>
    <message>
        <source>%1 has 7 levels of fatigue and is doomed.</source>
        <translation>%1 a 7 niveaux de fatigue et est condamné.</translation>
    </message>
    <message>
        <source>%1: %2 %3.</source>
        <translation>%1 : %2 %3.</translation>
    </message>
    <message>
        <source>dying %1</source>
        <translation>mourant %1</translation>
    </message>
    <message>
        <source>exhaustion 6</source>
        <translation>épuisement 6</translation>
    </message>
    <message>
        <source>dying %1, doomed %2</source>
        <translation>mourant %1, condamné %2</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 est maintenant %2.</translation>
    </message>
    <message>
        <source>%1 loses concentration (%2).</source>
        <translation>%1 perd sa concentration (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s concentration save: %2 against DC %3, kept.</source>
        <translation>Jet de concentration de %1 : %2 contre DD %3, maintenue.</translation>
    </message>
    <message>
        <source>concentration save %1 against DC %2</source>
        <translation>jet de concentration %1 contre DD %2</translation>
    </message>
    <message>
        <source>%1 stays knocked out.</source>
        <translation>%1 reste assommé.</translation>
    </message>
    <message>
        <source>%1 is dying %2 again (wounded %3).</source>
        <translation>%1 est de nouveau mourant %2 (blessé %3).</translation>
    </message>
    <message>
        <source>dropped to 0 HP</source>
        <translation>tombé à 0 PV</translation>
    </message>
    <message>
        <source>%1 is knocked out: unconscious and stable, a level of fatigue (%2).</source>
        <translation>%1 est assommé : inconscient et stable, un niveau de fatigue (%2).</translation>
    </message>
    <message>
        <source>%1 is knocked out: unconscious and stable.</source>
        <translation>%1 est assommé : inconscient et stable.</translation>
    </message>
    <message>
        <source>%1&apos;s massive damage save (DC 15): %2, failed.</source>
        <translation>Jet de sauvegarde de %1 contre les dégâts massifs (DD 15) : %2, raté.</translation>
    </message>
    <message>
        <source>%1&apos;s massive damage save (DC 15): %2, a level of fatigue and of strife.</source>
        <translation>Jet de sauvegarde de %1 contre les dégâts massifs (DD 15) : %2, un niveau de fatigue et de tourment.</translation>
    </message>
    <message>
        <source>No such rider and mount.</source>
        <translation>Ce cavalier ou cette monture n’existe pas.</translation>
    </message>
    <message>
        <source>Rider and mount must both be in the fight.</source>
        <translation>Le cavalier et la monture doivent tous deux prendre part au combat.</translation>
    </message>
    <message>
        <source>%1 is already mounted.</source>
        <translation>%1 est déjà en selle.</translation>
    </message>
    <message>
        <source>%1 already has a rider.</source>
        <translation>%1 a déjà un cavalier.</translation>
    </message>
    <message>
        <source>%1 is not at least one size larger than %2.</source>
        <translation>%1 n’est pas d’au moins une taille plus grand que %2.</translation>
    </message>
    <message>
        <source>%1 is not within 5 ft of %2.</source>
        <translation>%1 n’est pas à 5 ft ou moins de %2.</translation>
    </message>
    <message>
        <source>%1 is not mounted.</source>
        <translation>%1 n’est pas en selle.</translation>
    </message>
    <message>
        <source>%1 may make an opportunity attack against %2.</source>
        <translation>%1 peut faire une attaque d’opportunité contre %2.</translation>
    </message>
    <message>
        <source>%1&apos;s readied action (%2) lapses.</source>
        <translation>L’action préparée de %1 (%2) est perdue.</translation>
    </message>
    <message>
        <source>%1 takes ongoing %2 damage: %3</source>
        <translation>%1 subit des dégâts continus (%2) : %3</translation>
    </message>
    <message>
        <source>%1 is moved against its will to %2,%3.</source>
        <translation>%1 est déplacé contre sa volonté en %2,%3.</translation>
    </message>
    <message>
        <source>%1 can&apos;t mount at speed 0.</source>
        <translation>%1 ne peut pas se mettre en selle avec une vitesse de 0.</translation>
    </message>
    <message>
        <source>%1 can&apos;t dismount at speed 0.</source>
        <translation>%1 ne peut pas mettre pied à terre avec une vitesse de 0.</translation>
    </message>
    <message>
        <source>%1 has less than half its speed (%2 ft) left to mount.</source>
        <translation>Il reste à %1 moins de la moitié de sa vitesse (%2 ft) pour se mettre en selle.</translation>
    </message>
    <message>
        <source>%1 has less than half its speed (%2 ft) left to dismount.</source>
        <translation>Il reste à %1 moins de la moitié de sa vitesse (%2 ft) pour mettre pied à terre.</translation>
    </message>
    <message>
        <source>%1 drops to the ground.</source>
        <translation>%1 tombe au sol.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Constitution</source>
        <translation>Constitution</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Wisdom</source>
        <translation>Sagesse</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Charisme</translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation>Vigueur</translation>
    </message>
    <message>
        <source>Reflex</source>
        <translation>Réflexes</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Volonté</translation>
    </message>
    <message>
        <source>critical failure</source>
        <comment>saving throw</comment>
        <translation>échec critique</translation>
    </message>
    <message>
        <source>failure</source>
        <comment>saving throw</comment>
        <translation>échec</translation>
    </message>
    <message>
        <source>success</source>
        <comment>saving throw</comment>
        <translation>réussite</translation>
    </message>
    <message>
        <source>critical success</source>
        <comment>saving throw</comment>
        <translation>réussite critique</translation>
    </message>
    <message>
        <source>%1 (%2): %3 save %4 against DC %5, %6: %7%8 damage.</source>
        <translation>%1 (%2) : jet de %3 %4 contre DD %5, %6 : %7 dégâts%8.</translation>
    </message>
    <message>
        <source>%1 (%2): %3%4 damage.</source>
        <translation>%1 (%2) : %3 dégâts%4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 covers %n square(s) of the map.</source>
        <translation>
            <numerusform>%1 couvre %n case de la carte.</numerusform>
            <numerusform>%1 couvre %n cases de la carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 expires and leaves the map.</source>
        <translation>%1 expire et quitte la carte.</translation>
    </message>
    <message>
        <source>%1 ends and leaves the map.</source>
        <translation>%1 prend fin et quitte la carte.</translation>
    </message>
    <message>
        <source>the area covers no square of the map</source>
        <translation>la zone ne couvre aucune case de la carte</translation>
    </message>
    <message>
        <source>the effect needs a name</source>
        <translation>l’effet doit avoir un nom</translation>
    </message>
    <message>
        <source>%1 is immune to %2.</source>
        <translation>%1 est immunisé contre %2.</translation>
    </message>
    <message>
        <source>%1 (%2): total cover from the area&apos;s origin, not affected.</source>
        <translation>%1 (%2) : abri total par rapport à l&apos;origine de la zone, non affecté.</translation>
    </message>
    <message>
        <source>%1 (%2): fails the %3 save automatically: %4%5 damage.</source>
        <translation>%1 (%2) : échoue automatiquement au jet de %3 : %4 dégâts%5.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 save %4 (cover +%5) against DC %6, %7: %8%9 damage.</source>
        <translation>%1 (%2) : jet de %3 %4 (abri +%5) contre DD %6, %7 : %8 dégâts%9.</translation>
    </message>
    <message>
        <source>%1 is no longer hidden.</source>
        <translation>%1 n&apos;est plus caché.</translation>
    </message>
    <message>
        <source>%1 tries to hide (Stealth %2) and fails (DC 15).</source>
        <translation>%1 tente de se cacher (Discrétion %2) et échoue (DD 15).</translation>
    </message>
    <message>
        <source>%1 sneaks (Stealth %2).</source>
        <translation>%1 se déplace furtivement (Discrétion %2).</translation>
    </message>
    <message>
        <source>%1 hides (Stealth %2).</source>
        <translation>%1 se cache (Discrétion %2).</translation>
    </message>
    <message>
        <source>%1 searches (Perception %2).</source>
        <translation>%1 cherche (Perception %2).</translation>
    </message>
    <message>
        <source>%1 finds %2.</source>
        <translation>%1 repère %2.</translation>
    </message>
    <message>
        <source>%1 seeks (Perception %2).</source>
        <translation>%1 cherche (Perception %2).</translation>
    </message>
    <message>
        <source>%1 notices where %2 is (hidden, no longer undetected).</source>
        <translation>%1 remarque où se trouve %2 (caché, mais plus non détecté).</translation>
    </message>
    <message>
        <source>%1 is pushed %2 ft %3 to %4,%5.</source>
        <translation>%1 est poussé de %2 ft vers %3 jusqu&apos;en %4,%5.</translation>
    </message>
    <message>
        <source>%1 grapples %2.</source>
        <translation>%1 agrippe %2.</translation>
    </message>
    <message>
        <source>%1 releases %2.</source>
        <translation>%1 relâche %2.</translation>
    </message>
    <message>
        <source>%1: Stealth %2</source>
        <translation>%1&#xa0;: Discrétion %2</translation>
    </message>
    <message>
        <source>it notices none of its hostiles (%1; passive Perception %2)</source>
        <translation>il ne remarque aucune créature hostile (%1&#xa0;; Perception passive %2)</translation>
    </message>
    <message>
        <source>%1 is hidden: it rolls Stealth for initiative (Avoid Notice).</source>
        <translation>%1 est caché&#xa0;: il jette Discrétion pour l&apos;initiative (Passer inaperçu).</translation>
    </message>
    <message>
        <source>%1 is surprised: %2.</source>
        <translation>%1 est surpris&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is pushed %2 ft %3 to %4,%5: %6 stops it.</source>
        <translation>%1 est poussé de %2 ft vers %3 jusqu&apos;en %4,%5&#xa0;: %6 l&apos;arrête.</translation>
    </message>
</context>
<context>
    <name>CombatCommands</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>CreatureForm</name>
    <message>
        <source>Select a creature on the map to edit it.</source>
        <translation>Sélectionnez une créature sur la carte pour la modifier.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation>&amp;Camp</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>&amp;Taille</translation>
    </message>
    <message>
        <source>S&amp;pace</source>
        <translation>&amp;Espace</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> cases</translation>
    </message>
    <message>
        <source>from size</source>
        <translation>selon la taille</translation>
    </message>
    <message>
        <source>Squares per side of the space; overrides the size (RULES.md 1)</source>
        <translation>Cases par côté de l&apos;espace&#xa0;; remplace la taille (RULES.md 1)</translation>
    </message>
    <message>
        <source>&amp;Reach</source>
        <translation>A&amp;llonge</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>Melee reach in feet; &quot;default&quot; takes the ruleset&apos;s reach for the size</source>
        <translation>Allonge au corps à corps en pieds&#xa0;; «&#xa0;par défaut&#xa0;» prend l&apos;allonge des règles pour la taille</translation>
    </message>
    <message>
        <source>&amp;AC</source>
        <translation>C&amp;A</translation>
    </message>
    <message>
        <source>&amp;HP</source>
        <translation>&amp;PV</translation>
    </message>
    <message>
        <source>Ma&amp;x HP</source>
        <translation>PV ma&amp;x</translation>
    </message>
    <message>
        <source>&amp;Temp HP</source>
        <translation>PV te&amp;mp.</translation>
    </message>
    <message>
        <source>&amp;Initiative bonus</source>
        <translation>Bonus d&apos;&amp;initiative</translation>
    </message>
    <message>
        <source>T&amp;oken</source>
        <translation>&amp;Jeton</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation>Ma&amp;rche</translation>
    </message>
    <message>
        <source>&amp;Fly</source>
        <translation>&amp;Vol</translation>
    </message>
    <message>
        <source>S&amp;wim</source>
        <translation>Na&amp;ge</translation>
    </message>
    <message>
        <source>&amp;Climb</source>
        <translation>E&amp;scalade</translation>
    </message>
    <message>
        <source>&amp;Burrow</source>
        <translation>Cre&amp;usement</translation>
    </message>
    <message>
        <source>Con&amp;ditions</source>
        <translation>&amp;États</translation>
    </message>
    <message>
        <source>Pict&amp;ure…</source>
        <translation>Ima&amp;ge…</translation>
    </message>
    <message>
        <source>Use a picture of your own (PNG, JPEG, WebP or SVG) as the token; you can also drop a picture file on the token</source>
        <translation>Utiliser votre propre image (PNG, JPEG, WebP ou SVG) comme pion ; vous pouvez aussi déposer un fichier image sur le pion</translation>
    </message>
    <message>
        <source>&amp;Elevation</source>
        <translation>&amp;Altitude</translation>
    </message>
    <message>
        <source>Feet above the ground (negative: below); PgUp and PgDn on the map raise and lower the selected creature 5 ft</source>
        <translation>Pieds au-dessus du sol (négatif : en dessous) ; Page préc. et Page suiv. sur la carte élèvent et abaissent la créature choisie de 5 ft</translation>
    </message>
    <message>
        <source>Senses</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Dar&amp;kvision</source>
        <translation>Vision dans le &amp;noir</translation>
    </message>
    <message>
        <source>Blindsi&amp;ght</source>
        <translation>Vision a&amp;veugle</translation>
    </message>
    <message>
        <source>True&amp;sight</source>
        <translation>Vision &amp;véritable</translation>
    </message>
    <message>
        <source>Low-light &amp;vision</source>
        <translation>Vision nocturne (&amp;pf2e)</translation>
    </message>
    <message>
        <source>Pathfinder 2e: dim light doesn&apos;t conceal what this creature looks at</source>
        <translation>Pathfinder 2e : la lumière faible ne masque pas ce que regarde cette créature</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Lumière</translation>
    </message>
    <message>
        <source>A light the creature carries: it moves with the creature and lights the map around it (bright, then dim light beyond)</source>
        <translation>Une lumière que porte la créature&#xa0;: elle se déplace avec elle et éclaire la carte autour (lumière vive, puis faible au-delà)</translation>
    </message>
    <message>
        <source>Bright</source>
        <translation>Vive</translation>
    </message>
    <message>
        <source>Radius of the bright light from the centre of the creature&apos;s space</source>
        <translation>Rayon de la lumière vive depuis le centre de l&apos;espace de la créature</translation>
    </message>
    <message>
        <source>Di&amp;m</source>
        <translation>Fai&amp;ble</translation>
    </message>
    <message>
        <source>Dim light for this many feet beyond the bright light</source>
        <translation>Lumière faible sur autant de pieds au-delà de la lumière vive</translation>
    </message>
    <message>
        <source>Hidden from the pla&amp;yers</source>
        <translation>Cachée aux &amp;joueurs</translation>
    </message>
    <message>
        <source>Keep this creature off the players&apos; screens whatever the fog of war says (you see it as a ghost)</source>
        <translation>Ne jamais montrer cette créature sur les écrans des joueurs, quoi que dise le brouillard de guerre (vous la voyez en fantôme)</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source> (advantage)</source>
        <translation> (avantage)</translation>
    </message>
    <message>
        <source> (disadvantage)</source>
        <translation> (désavantage)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dice expression: %2</source>
        <translation>« %1 » n’est pas une expression de dés : %2</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>elle est vide</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; at character %2</source>
        <translation>« %1 » inattendu au caractère %2</translation>
    </message>
    <message>
        <source>the number %1 is too large</source>
        <translation>le nombre %1 est trop grand</translation>
    </message>
    <message>
        <source>between 1 and %1 dice per term</source>
        <translation>entre 1 et %1 dés par terme</translation>
    </message>
    <message>
        <source>a die has 1 to %1 sides</source>
        <translation>un dé a de 1 à %1 faces</translation>
    </message>
    <message>
        <source>adv</source>
        <comment>typed after a roll: advantage</comment>
        <translation>av</translation>
    </message>
    <message>
        <source>advantage</source>
        <comment>typed after a roll</comment>
        <translation>avantage</translation>
    </message>
    <message>
        <source>dis</source>
        <comment>typed after a roll: disadvantage</comment>
        <translation>désav</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <comment>typed after a roll</comment>
        <translation>désavantage</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: advantage and disadvantage need a d20</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: l&apos;avantage et le désavantage demandent un d20</translation>
    </message>
    <message>
        <source>%1 (not %2)</source>
        <comment>a d20 kept, the other dropped</comment>
        <translation>%1 (pas %2)</translation>
    </message>
    <message>
        <source>%1 with advantage</source>
        <translation>%1 avec avantage</translation>
    </message>
    <message>
        <source>%1 with disadvantage</source>
        <translation>%1 avec désavantage</translation>
    </message>
    <message>
        <source>Dice: %1 = %2</source>
        <translation>Dés&#xa0;: %1 = %2</translation>
    </message>
    <message>
        <source>Dice: %1 = %2 = %3</source>
        <translation>Dés&#xa0;: %1 = %2 = %3</translation>
    </message>
    <message>
        <source>the die at character %1 has no number of sides (like 2d6)</source>
        <translation>il manque le nombre de faces du dé au caractère %1 (comme 2d6)</translation>
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
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation>la chaîne «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>doit être un nombre (reçu&#xa0;: %1)</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>doit être un nombre fini</translation>
    </message>
    <message>
        <source>must be a whole number, not %1</source>
        <translation>doit être un nombre entier, pas %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 est hors limites (de %2 à %3)</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>doit valoir true ou false (reçu&#xa0;: %1)</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>doit être une chaîne (reçu&#xa0;: %1)</translation>
    </message>
    <message>
        <source>must be a list of two numbers [x, y]</source>
        <translation>doit être une liste de deux nombres [x, y]</translation>
    </message>
    <message>
        <source>must be a list of two whole numbers [x, y]</source>
        <translation>doit être une liste de deux nombres entiers [x, y]</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (expected %3)</source>
        <translation>valeur «&#xa0;%2&#xa0;» inconnue pour %1 (attendu&#xa0;: %3)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>diagonal rule</source>
        <translation>la règle des diagonales</translation>
    </message>
    <message>
        <source>must be greater than 0</source>
        <translation>doit être supérieur à 0</translation>
    </message>
    <message>
        <source>is missing (it needs width and height)</source>
        <translation>est absent (il faut width et height)</translation>
    </message>
    <message>
        <source>must be an object with width and height</source>
        <translation>doit être un objet avec width et height</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>est absent</translation>
    </message>
    <message>
        <source>must be a whole number of squares, at least 1</source>
        <translation>doit être un nombre entier de cases, au moins 1</translation>
    </message>
    <message>
        <source>%1 squares is more than this version of Battlemap handles (at most %2)</source>
        <translation>%1 cases, c&apos;est plus que ce que gère cette version de Battlemap (au plus %2)</translation>
    </message>
    <message>
        <source>must be a list of areas</source>
        <translation>doit être une liste de zones</translation>
    </message>
    <message>
        <source>must be an object with type and squares or rect</source>
        <translation>doit être un objet avec type et squares ou rect</translation>
    </message>
    <message>
        <source>terrain type</source>
        <translation>le type de terrain</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>l&apos;abri</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;squares&quot; or &quot;rect&quot;</source>
        <translation>exige un seul des deux&#xa0;: &quot;squares&quot; ou &quot;rect&quot;</translation>
    </message>
    <message>
        <source>must be [x, y, width, height]</source>
        <translation>doit être [x, y, width, height]</translation>
    </message>
    <message>
        <source>reaches past the map; the part off the map is ignored</source>
        <translation>dépasse de la carte&#xa0;; la partie hors de la carte est ignorée</translation>
    </message>
    <message>
        <source>must be a list of [x, y] squares</source>
        <translation>doit être une liste de cases [x, y]</translation>
    </message>
    <message>
        <source>is off the map and is ignored</source>
        <translation>est hors de la carte et ignoré</translation>
    </message>
    <message>
        <source>must be a list of walls</source>
        <translation>doit être une liste de murs</translation>
    </message>
    <message>
        <source>must be an object with from and to</source>
        <translation>doit être un objet avec from et to</translation>
    </message>
    <message>
        <source>door state</source>
        <translation>l&apos;état de la porte</translation>
    </message>
    <message>
        <source>must be an object of feet per mode, e.g. {&quot;walk&quot;: 30}</source>
        <translation>doit être un objet donnant les pieds par mode, p. ex. {&quot;walk&quot;: 30}</translation>
    </message>
    <message>
        <source>can&apos;t be negative</source>
        <translation>ne peut pas être négatif</translation>
    </message>
    <message>
        <source>must be a list of creatures</source>
        <translation>doit être une liste de créatures</translation>
    </message>
    <message>
        <source>is missing (every creature needs a unique id)</source>
        <translation>est absent (chaque créature a besoin d&apos;un id unique)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>id «&#xa0;%1&#xa0;» en double</translation>
    </message>
    <message>
        <source>side</source>
        <translation>le camp</translation>
    </message>
    <message>
        <source>size</source>
        <translation>la taille</translation>
    </message>
    <message>
        <source>titanic is a Level Up (a5e) size; it takes a 5x5 space here</source>
        <translation>titanic est une taille de Level Up (a5e)&#xa0;; elle occupe ici un espace de 5x5</translation>
    </message>
    <message>
        <source>[%1, %2] is off the %3x%4 map</source>
        <translation>[%1, %2] est hors de la carte de %3x%4</translation>
    </message>
    <message>
        <source>the creature&apos;s %1x%1 space at [%2, %3] does not fit on the %4x%5 map</source>
        <translation>l&apos;espace de %1x%1 de la créature en [%2, %3] ne tient pas sur la carte de %4x%5</translation>
    </message>
    <message>
        <source>must be a list of condition names</source>
        <translation>doit être une liste de noms d&apos;états</translation>
    </message>
    <message>
        <source>&quot;%1&quot; overlaps &quot;%2&quot;</source>
        <translation>«&#xa0;%1&#xa0;» chevauche «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>JSON non valide&#xa0;: %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>an encounter file must hold a JSON object</source>
        <translation>un fichier de rencontre doit contenir un objet JSON</translation>
    </message>
    <message>
        <source>is missing: this is not a Battlemap encounter file</source>
        <translation>est absent&#xa0;: ce n&apos;est pas un fichier de rencontre Battlemap</translation>
    </message>
    <message>
        <source>is %1, not &quot;battlemap-encounter&quot;: this is not a Battlemap encounter file</source>
        <translation>vaut %1 et non &quot;battlemap-encounter&quot;&#xa0;: ce n&apos;est pas un fichier de rencontre Battlemap</translation>
    </message>
    <message>
        <source>this file is version %1; this Battlemap reads version %2 and older. Update Battlemap to open it</source>
        <translation>ce fichier est en version %1&#xa0;; ce Battlemap lit la version %2 et les précédentes. Mettez Battlemap à jour pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to %1</source>
        <translation>doit être un nombre entier de 1 à %1</translation>
    </message>
    <message>
        <source>is missing (dnd5e-2014, dnd5e-2024, a5e or pf2e)</source>
        <translation>est absent (dnd5e-2014, dnd5e-2024, a5e ou pf2e)</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>le jeu de règles</translation>
    </message>
    <message>
        <source>must be an object with image, pixelsPerSquare and offset</source>
        <translation>doit être un objet avec image, pixelsPerSquare et offset</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>%1: is a folder, not an encounter file</source>
        <translation>%1&#xa0;: est un dossier, pas un fichier de rencontre</translation>
    </message>
    <message>
        <source>%1: the file is %2 MiB; encounter files over %3 MiB are refused</source>
        <translation>%1&#xa0;: le fichier fait %2 Mio&#xa0;; les fichiers de rencontre de plus de %3 Mio sont refusés</translation>
    </message>
    <message>
        <source>%1: can&apos;t read: %2</source>
        <translation>%1&#xa0;: lecture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: can&apos;t write: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: saving failed, the old file is unchanged: %2</source>
        <translation>%1&#xa0;: échec de l&apos;enregistrement, l&apos;ancien fichier est intact&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>too many creature squares to check them all for overlaps; checked the first %n creature(s)</source>
        <translation>
            <numerusform>trop de cases de créatures pour vérifier tous les chevauchements&#xa0;; seule %n créature a été vérifiée</numerusform>
            <numerusform>trop de cases de créatures pour vérifier tous les chevauchements&#xa0;; seules les %n premières créatures ont été vérifiées</numerusform>
        </translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>doit être un nombre</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>doit être un entier de %1 à %2</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>doit être une chaîne</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>doit être une liste</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>est obligatoire</translation>
    </message>
    <message>
        <source>must be a creature id</source>
        <translation>doit être un identifiant de créature</translation>
    </message>
    <message>
        <source>must be &quot;start&quot; or &quot;end&quot;, not &quot;%1&quot;</source>
        <translation>doit valoir « start » ou « end », pas « %1 »</translation>
    </message>
    <message>
        <source>must be a string or an object</source>
        <translation>doit être une chaîne ou un objet</translation>
    </message>
    <message>
        <source>light level</source>
        <translation>niveau de lumière</translation>
    </message>
    <message>
        <source>obscurement</source>
        <translation>visibilité réduite</translation>
    </message>
    <message>
        <source>must be a list of lights</source>
        <translation>doit être une liste de lumières</translation>
    </message>
    <message>
        <source>must be an object with at, bright and dim</source>
        <translation>doit être un objet avec at, bright et dim</translation>
    </message>
    <message>
        <source>is too far off the map</source>
        <translation>est trop loin hors de la carte</translation>
    </message>
    <message>
        <source>must be an object of feet per sense, e.g. {&quot;darkvision&quot;: 60}</source>
        <translation>doit être un objet de pieds par sens, par ex. {&quot;darkvision&quot;: 60}</translation>
    </message>
    <message>
        <source>must be one of %1, not &quot;%2&quot;</source>
        <translation>doit être l’un de %1, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1000000</source>
        <translation>doit être un nombre de 0 à 1000000</translation>
    </message>
    <message>
        <source>must be an object with bright and dim in feet, e.g. {&quot;bright&quot;: 20, &quot;dim&quot;: 20}</source>
        <translation>doit être un objet avec bright et dim en pieds, p. ex. {&quot;bright&quot;: 20, &quot;dim&quot;: 20}</translation>
    </message>
    <message>
        <source>is missing (a dice expression such as &quot;1d6+2&quot;)</source>
        <translation>est absent (une expression de dés comme &quot;1d6+2&quot;)</translation>
    </message>
    <message>
        <source>must be a list of attacks</source>
        <translation>doit être une liste d&apos;attaques</translation>
    </message>
    <message>
        <source>must be an object with name, kind, bonus and damage</source>
        <translation>doit être un objet avec name, kind, bonus et damage</translation>
    </message>
    <message>
        <source>is missing (melee or ranged)</source>
        <translation>est absent (melee ou ranged)</translation>
    </message>
    <message>
        <source>attack kind</source>
        <translation>type d&apos;attaque</translation>
    </message>
    <message>
        <source>must be [normal, long] in feet or one number</source>
        <translation>doit être [normal, long] en pieds ou un seul nombre</translation>
    </message>
    <message>
        <source>needs 0 &lt; normal &lt;= long (at most 1000000 ft)</source>
        <translation>exige 0 &lt; normal &lt;= long (au plus 1000000 ft)</translation>
    </message>
    <message>
        <source>is missing: a ranged attack needs its range</source>
        <translation>est absent&#xa0;: une attaque à distance a besoin de sa portée</translation>
    </message>
    <message>
        <source>must be a list of {dice, type}</source>
        <translation>doit être une liste de {dice, type}</translation>
    </message>
    <message>
        <source>must be an object with dice and type</source>
        <translation>doit être un objet avec dice et type</translation>
    </message>
    <message>
        <source>must be an object of bonuses, e.g. {&quot;dex&quot;: 2}</source>
        <translation>doit être un objet de bonus, p. ex. {&quot;dex&quot;: 2}</translation>
    </message>
    <message>
        <source>is not a saving throw (str, dex, con, int, wis, cha; pf2e fortitude, reflex, will); kept but not used</source>
        <translation>n&apos;est pas un jet de sauvegarde (str, dex, con, int, wis, cha&#xa0;; pf2e fortitude, reflex, will)&#xa0;; conservé mais pas utilisé</translation>
    </message>
    <message>
        <source>must be an object of damage type to value, e.g. {&quot;fire&quot;: 5} (pf2e)</source>
        <translation>doit être un objet type de dégâts → valeur, p. ex. {&quot;fire&quot;: 5} (pf2e)</translation>
    </message>
    <message>
        <source>must be a list of damage types, e.g. [&quot;fire&quot;, &quot;nonmagical slashing&quot;]</source>
        <translation>doit être une liste de types de dégâts, p. ex. [&quot;fire&quot;, &quot;nonmagical slashing&quot;]</translation>
    </message>
    <message>
        <source>must be a list of damage types, e.g. [&quot;poison&quot;]</source>
        <translation>doit être une liste de types de dégâts, p. ex. [&quot;poison&quot;]</translation>
    </message>
    <message>
        <source>must be a list of condition ids, e.g. [&quot;poisoned&quot;]</source>
        <translation>doit être une liste d&apos;identifiants d&apos;états, p. ex. [&quot;poisoned&quot;]</translation>
    </message>
    <message>
        <source>must be a list of creature ids</source>
        <translation>doit être une liste d&apos;identifiants de créatures</translation>
    </message>
    <message>
        <source>is missing (the Stealth total)</source>
        <translation>est absent (le total du test de Discrétion)</translation>
    </message>
    <message>
        <source>must be an object {stealth, foundBy, sneak}</source>
        <translation>doit être un objet {stealth, foundBy, sneak}</translation>
    </message>
    <message>
        <source>no creature has the id &quot;%1&quot;</source>
        <translation>aucune créature n&apos;a l&apos;identifiant «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; doesn&apos;t have the grappled condition</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas l&apos;état agrippé</translation>
    </message>
</context>
<context>
    <name>EncounterSettingsDialog</name>
    <message>
        <source>Encounter Settings</source>
        <translation>Réglages de la rencontre</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Grid (squares):</source>
        <translation>&amp;Grille (cases) :</translation>
    </message>
    <message>
        <source>Grid width</source>
        <translation>Largeur de la grille</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Grid height</source>
        <translation>Hauteur de la grille</translation>
    </message>
    <message>
        <source>&amp;Square size:</source>
        <translation>&amp;Taille d’une case :</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>&amp;Diagonals:</source>
        <translation>&amp;Diagonales :</translation>
    </message>
    <message>
        <source>&amp;Flanking:</source>
        <translation>&amp;Prise en tenaille :</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>&amp;Durée du round :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Ambient l&amp;ight:</source>
        <translation>Lumière &amp;ambiante :</translation>
    </message>
    <message>
        <source>The light everywhere before the map&apos;s lights (RULES.md 12): a sunny meadow is bright, a dungeon dark</source>
        <translation>La lumière partout, avant les lumières de la carte (RULES.md 12) : un pré ensoleillé est en lumière vive, un donjon dans l’obscurité</translation>
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
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Afficha&amp;ge</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>&amp;Creature</source>
        <translation>C&amp;réature</translation>
    </message>
    <message>
        <source>C&amp;ombat</source>
        <translation>Com&amp;bat</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>Start a new, empty encounter</source>
        <translation>Commencer une nouvelle rencontre vide</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open an encounter file</source>
        <translation>Ouvrir un fichier de rencontre</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the encounter</source>
        <translation>Enregistrer la rencontre</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the encounter under a new name</source>
        <translation>Enregistrer la rencontre sous un nouveau nom</translation>
    </message>
    <message>
        <source>&amp;Export Map as PNG…</source>
        <translation>E&amp;xporter la carte en PNG…</translation>
    </message>
    <message>
        <source>Save a picture of the map with its tokens</source>
        <translation>Enregistrer une image de la carte avec ses jetons</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>Carte &amp;entière</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show &amp;Reach</source>
        <translation>&amp;Zone atteignable</translation>
    </message>
    <message>
        <source>Shade the squares the selected creature can end its move on</source>
        <translation>Ombrer les cases où la créature sélectionnée peut finir son déplacement</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Déplacer</translation>
    </message>
    <message>
        <source>&amp;Ruler</source>
        <translation>&amp;Règle</translation>
    </message>
    <message>
        <source>Measure between squares or creatures</source>
        <translation>Mesurer entre des cases ou des créatures</translation>
    </message>
    <message>
        <source>&amp;Cover and Flanking</source>
        <translation>&amp;Abri et tenaille</translation>
    </message>
    <message>
        <source>Click an attacker, then a target: cover lines, flanking and the attack check</source>
        <translation>Cliquer sur un attaquant, puis sur une cible&#xa0;: lignes d&apos;abri, prise en tenaille et vérification de l&apos;attaque</translation>
    </message>
    <message>
        <source>Select &amp;Next Creature</source>
        <translation>Sélectionner la créature &amp;suivante</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>&amp;Dash</source>
        <translation>&amp;Foncer</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>&amp;About Battlemap</source>
        <translation>À &amp;propos de Battlemap</translation>
    </message>
    <message>
        <source>Map Editing</source>
        <translation>Édition de la carte</translation>
    </message>
    <message>
        <source>Set &amp;Background Image…</source>
        <translation>Définir l&apos;image de &amp;fond…</translation>
    </message>
    <message>
        <source>Put an image (PNG, JPEG, WebP, SVG) under the grid, then align it</source>
        <translation>Placer une image (PNG, JPEG, WebP, SVG) sous la grille, puis l&apos;aligner</translation>
    </message>
    <message>
        <source>Ca&amp;librate Background…</source>
        <translation>&amp;Calibrer l&apos;image de fond…</translation>
    </message>
    <message>
        <source>Align the background image with the grid: pixels per square and offset</source>
        <translation>Aligner l&apos;image de fond sur la grille&#xa0;: pixels par case et décalage</translation>
    </message>
    <message>
        <source>Terrain &amp;Brush</source>
        <translation>&amp;Pinceau de terrain</translation>
    </message>
    <message>
        <source>Paint the picked terrain or cover object: drag over squares, Shift-drag for a rectangle</source>
        <translation>Peindre le terrain ou l&apos;objet d&apos;abri choisi&#xa0;: glisser sur les cases, Maj+glisser pour un rectangle</translation>
    </message>
    <message>
        <source>&amp;Eraser</source>
        <translation>&amp;Gomme</translation>
    </message>
    <message>
        <source>Erase terrain under the stroke (Shift: rectangle); start on a wall to erase walls</source>
        <translation>Effacer le terrain sous le trait (Maj&#xa0;: rectangle)&#xa0;; commencer sur un mur pour effacer des murs</translation>
    </message>
    <message>
        <source>Erase &amp;Picked Type Only</source>
        <translation>Effacer seulement le &amp;type choisi</translation>
    </message>
    <message>
        <source>The eraser removes only the terrain type picked for the brush</source>
        <translation>La gomme n&apos;efface que le type de terrain choisi pour le pinceau</translation>
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation>&amp;Mur</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner to draw a wall (Shift: free ends); click a door to open or close it</source>
        <translation>Glisser d&apos;un coin de la grille à un autre pour tracer un mur (Maj&#xa0;: extrémités libres)&#xa0;; cliquer sur une porte pour l&apos;ouvrir ou la fermer</translation>
    </message>
    <message>
        <source>D&amp;oor</source>
        <translation>P&amp;orte</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner to add a closed door; click a door to open or close it</source>
        <translation>Glisser d&apos;un coin de la grille à un autre pour ajouter une porte fermée&#xa0;; cliquer sur une porte pour l&apos;ouvrir ou la fermer</translation>
    </message>
    <message>
        <source>&amp;Add Creature</source>
        <translation>&amp;Ajouter une créature</translation>
    </message>
    <message>
        <source>Ins</source>
        <translation>Ins</translation>
    </message>
    <message>
        <source>Add a Medium creature in the middle of the view (right-click the map to add it on a square)</source>
        <translation>Ajouter une créature de taille Moyenne au centre de la vue (clic droit sur la carte pour l&apos;ajouter sur une case)</translation>
    </message>
    <message>
        <source>D&amp;uplicate Creature</source>
        <translation>&amp;Dupliquer la créature</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Copy the selected creature onto a free square next to it</source>
        <translation>Copier la créature sélectionnée sur une case libre voisine</translation>
    </message>
    <message>
        <source>De&amp;lete Creature</source>
        <translation>Su&amp;pprimer la créature</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Remove the selected creature from the encounter</source>
        <translation>Retirer la créature sélectionnée de la rencontre</translation>
    </message>
    <message>
        <source>Export Su&amp;mmary</source>
        <translation>Exporter le résu&amp;mé</translation>
    </message>
    <message>
        <source>Page Set&amp;up…</source>
        <translation>Mise en &amp;page…</translation>
    </message>
    <message>
        <source>Paper size, orientation and margins for printed and PDF summaries</source>
        <translation>Format du papier, orientation et marges des résumés imprimés et PDF</translation>
    </message>
    <message>
        <source>&amp;Print Summary…</source>
        <translation>Imprimer le rés&amp;umé…</translation>
    </message>
    <message>
        <source>Print the encounter summary: map, initiative order, tactical notes and log</source>
        <translation>Imprimer le résumé de la rencontre&#xa0;: carte, ordre d&apos;initiative, notes tactiques et journal</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>En &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the encounter summary as a PDF</source>
        <translation>Enregistrer le résumé de la rencontre en PDF</translation>
    </message>
    <message>
        <source>&amp;HTML…</source>
        <translation>En &amp;HTML…</translation>
    </message>
    <message>
        <source>Save the encounter summary as a web page with the map embedded</source>
        <translation>Enregistrer le résumé de la rencontre en page web, carte incluse</translation>
    </message>
    <message>
        <source>&amp;Markdown…</source>
        <translation>En &amp;Markdown…</translation>
    </message>
    <message>
        <source>Save the encounter summary as Markdown text</source>
        <translation>Enregistrer le résumé de la rencontre en texte Markdown</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide d’utilisation</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>A short guide to running an encounter</source>
        <translation>Un court guide pour mener une rencontre</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key the window knows, read from its menus and tools</source>
        <translation>Toutes les touches que connaît la fenêtre, lues dans ses menus et ses outils</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Encounter &amp;Settings…</source>
        <translation>Réglages de la re&amp;ncontre…</translation>
    </message>
    <message>
        <source>The ruleset, the grid, the square size, diagonals, flanking and the round length</source>
        <translation>Les règles, la grille, la taille des cases, les diagonales, la prise en tenaille et la durée du round</translation>
    </message>
    <message>
        <source>&amp;Raise 5 ft</source>
        <translation>&amp;Monter de 5 ft</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>The selected creature 5 ft higher (flying, climbing, on a ledge)</source>
        <translation>La créature choisie 5 ft plus haut (en vol, en escalade, sur une corniche)</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
    <message>
        <source>The selected creature 5 ft lower (below 0: under the ground)</source>
        <translation>La créature choisie 5 ft plus bas (sous 0 : sous terre)</translation>
    </message>
    <message>
        <source>Lo&amp;wer 5 ft</source>
        <translation>Desce&amp;ndre de 5 ft</translation>
    </message>
    <message>
        <source>&amp;Area Template</source>
        <translation>&amp;Zone d&apos;effet</translation>
    </message>
    <message>
        <source>Press at an area&apos;s origin and drag to aim: the squares and creatures in a sphere, cone, line, cube or emanation</source>
        <translation>Appuyer à l&apos;origine d&apos;une zone et glisser pour viser : les cases et les créatures dans une sphère, un cône, une ligne, un cube ou une émanation</translation>
    </message>
    <message>
        <source>Li&amp;ghts</source>
        <translation>L&amp;umières</translation>
    </message>
    <message>
        <source>Click to place a light (the preset beside the tool), drag to move it, Shift+drag to size it, right-click to remove it</source>
        <translation>Cliquer pour poser une lumière (le modèle à côté de l’outil), glisser pour la déplacer, Maj+glisser pour la dimensionner, clic droit pour la retirer</translation>
    </message>
    <message>
        <source>Show Li&amp;ghting</source>
        <translation>Afficher l’é&amp;clairage</translation>
    </message>
    <message>
        <source>Shift+L</source>
        <translation>Shift+L</translation>
    </message>
    <message>
        <source>Shade dim and dark squares: the light from the ambient light and the map&apos;s lights</source>
        <translation>Ombrer les cases en lumière faible et dans l’obscurité : la lumière ambiante et les lumières de la carte</translation>
    </message>
    <message>
        <source>Lin&amp;k the Background Image (Don&apos;t Embed It)</source>
        <translation>&amp;Lier l&apos;image de fond (sans l&apos;intégrer)</translation>
    </message>
    <message>
        <source>Save the background as a path next to the encounter instead of inside the file (for huge maps; the file no longer travels alone)</source>
        <translation>Enregistrer le fond comme un chemin à côté de la rencontre plutôt que dans le fichier (pour les cartes énormes ; le fichier ne voyage plus seul)</translation>
    </message>
</context>
<context>
    <name>MapEdit</name>
    <message>
        <source>a %1x%1 space at [%2, %3] does not fit on the %4x%5 map</source>
        <translation>un espace de %1x%1 en [%2, %3] ne tient pas sur la carte de %4x%5</translation>
    </message>
    <message>
        <source>the grid must be 1 to %1 squares on a side, not %2x%3</source>
        <translation>la grille doit avoir de 1 à %1 cases de côté, pas %2x%3</translation>
    </message>
    <message>
        <source>a square must be more than 0 and at most 1000 ft, not %1</source>
        <translation>une case doit mesurer plus de 0 et au plus 1000 ft, pas %1</translation>
    </message>
    <message>
        <source>a round must last more than 0 seconds</source>
        <translation>un round doit durer plus de 0 seconde</translation>
    </message>
    <message>
        <source>%1 stands at [%2, %3], outside a %4x%5 grid: move it first</source>
        <translation>%1 se trouve en [%2, %3], hors d’une grille de %4x%5 : déplacez-le d’abord</translation>
    </message>
</context>
<context>
    <name>MapImport</name>
    <message>
        <source>Importing %1…</source>
        <translation>Import de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Import Map</source>
        <translation>Importer une carte</translation>
    </message>
</context>
<context>
    <name>MapRenderer</name>
    <message>
        <source>background image %1: %2</source>
        <translation>image de fond %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>background image %1 is %2x%3 pixels; shown downscaled</source>
        <translation>l&apos;image de fond %1 fait %2x%3 pixels&#xa0;; affichée réduite</translation>
    </message>
    <message>
        <source>background image %1 is %2x%3 pixels, more than Battlemap can read (%4 megapixels); shrink it in an image editor</source>
        <translation>l’image de fond %1 fait %2x%3 pixels, plus que Battlemap ne peut lire (%4 mégapixels) ; réduisez-la dans un éditeur d’images</translation>
    </message>
    <message>
        <source>%1: there is no image to write</source>
        <translation>%1 : il n’y a pas d’image à écrire</translation>
    </message>
    <message>
        <source>%1: can&apos;t write: %2</source>
        <translation>%1 : écriture impossible : %2</translation>
    </message>
    <message>
        <source>%1: can&apos;t write the image: %2</source>
        <translation>%1 : impossible d’écrire l’image : %2</translation>
    </message>
    <message>
        <source>%1: saving failed, the old file is unchanged: %2</source>
        <translation>%1 : échec de l’enregistrement, l’ancien fichier est intact : %2</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <source>%1 is a %2 image, and this installation can&apos;t decode %2 (Qt&apos;s image format plugins are missing: install qt6-image-formats-plugins)</source>
        <translation>%1 est une image %2, et cette installation ne sait pas décoder le %2 (les modules de formats d’image de Qt manquent : installez qt6-image-formats-plugins)</translation>
    </message>
    <message>
        <source>%1 can&apos;t be read as an image (%2)</source>
        <translation>%1 ne peut pas être lu comme une image (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n round(s)</source>
        <translation>
            <numerusform>%1 · %n round</numerusform>
            <numerusform>%1 · %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MonsterLibrary</name>
    <message>
        <source>speed.hover: must be true or false</source>
        <translation>speed.hover : doit valoir true ou false</translation>
    </message>
    <message>
        <source>speed.%1: &quot;%2&quot; is not a speed such as &quot;30 ft.&quot;</source>
        <translation>speed.%1 : « %2 » n’est pas une vitesse comme « 30 ft. »</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>pas du JSON : %1 à l’octet %2</translation>
    </message>
    <message>
        <source>the monster file must be a list</source>
        <translation>le fichier de monstres doit être une liste</translation>
    </message>
    <message>
        <source>name: is missing</source>
        <translation>name : manquant</translation>
    </message>
    <message>
        <source>size: unknown size &quot;%1&quot;</source>
        <translation>size : taille inconnue « %1 »</translation>
    </message>
    <message>
        <source>a creature template must be a JSON object</source>
        <translation>un modèle de créature doit être un objet JSON</translation>
    </message>
    <message>
        <source>format: not a Battlemap creature template</source>
        <translation>format : pas un modèle de créature Battlemap</translation>
    </message>
    <message>
        <source>version: made by a newer Battlemap (version %1)</source>
        <translation>version : créé par un Battlemap plus récent (version %1)</translation>
    </message>
    <message>
        <source>creature: is missing</source>
        <translation>creature : manquant</translation>
    </message>
    <message>
        <source>the bundled SRD monster file is missing: %1</source>
        <translation>Le fichier de monstres SRD fourni est introuvable : %1</translation>
    </message>
    <message>
        <source>senses: %1 &quot;%2&quot; has no distance</source>
        <translation>sens : %1 « %2 » n’indique aucune distance</translation>
    </message>
    <message>
        <source>senses: %1 &quot;%2&quot; read as %3 ft.</source>
        <translation>sens : %1 « %2 » lu comme %3 ft.</translation>
    </message>
    <message>
        <source>senses: tremorsense %1 is not modelled</source>
        <translation>sens : perception des vibrations %1 non prise en compte</translation>
    </message>
    <message>
        <source>defences: &quot;%1&quot; kept as written (shown, not applied)</source>
        <translation>défenses : « %1 » gardé tel quel (affiché, non appliqué)</translation>
    </message>
    <message>
        <source>%1: an attack bonus without damage dice (not an attack)</source>
        <translation>%1 : un bonus d’attaque sans dés de dégâts (pas une attaque)</translation>
    </message>
    <message>
        <source>%1: a damage choice, the first option taken (%2 %3)</source>
        <translation>%1 : un choix de dégâts, la première option retenue (%2 %3)</translation>
    </message>
    <message>
        <source>%1: damage without dice and a type (not an attack)</source>
        <translation>%1 : des dégâts sans dés ni type (pas une attaque)</translation>
    </message>
    <message>
        <source>%1: neither a melee nor a ranged attack (not an attack)</source>
        <translation>%1 : ni une attaque au corps à corps ni à distance (pas une attaque)</translation>
    </message>
    <message>
        <source>%1: a melee attack without &quot;reach N ft.&quot;</source>
        <translation>%1 : une attaque au corps à corps sans « reach N ft. »</translation>
    </message>
    <message>
        <source>%1: a ranged attack without &quot;range N/M ft.&quot;</source>
        <translation>%1 : une attaque à distance sans « range N/M ft. »</translation>
    </message>
    <message>
        <source>%1: the light it sheds is not one bright and dim radius (no light)</source>
        <translation>%1 : la lumière émise n’est pas un rayon fixe de lumière vive et faible (pas de lumière)</translation>
    </message>
</context>
<context>
    <name>MovementEngine</name>
    <message>
        <source>no creature &quot;%1&quot;</source>
        <translation>aucune créature « %1 »</translation>
    </message>
    <message>
        <source>[%1, %2] is off the map</source>
        <translation>[%1, %2] est hors de la carte</translation>
    </message>
    <message>
        <source>%1&apos;s space does not fit on the map at [%2, %3]</source>
        <translation>l&apos;espace de %1 ne tient pas sur la carte en [%2, %3]</translation>
    </message>
    <message>
        <source>%1 can&apos;t stand at [%2, %3]: blocked</source>
        <translation>%1 ne peut pas se tenir en [%2, %3]&#xa0;: bloqué</translation>
    </message>
    <message>
        <source>%1 can&apos;t end its move at [%2, %3]: the space is taken</source>
        <translation>%1 ne peut pas finir son déplacement en [%2, %3]&#xa0;: la place est prise</translation>
    </message>
    <message>
        <source>%1 is prone: it can only crawl 5 ft (or stand up first)</source>
        <translation>%1 est à terre&#xa0;: ne peut que ramper de 5 ft (ou se relever d&apos;abord)</translation>
    </message>
    <message>
        <source>%1 has no legal path to [%2, %3]</source>
        <translation>%1 n&apos;a aucun chemin légal vers [%2, %3]</translation>
    </message>
</context>
<context>
    <name>MovingAi</name>
    <message>
        <source>%1: can&apos;t read: %2</source>
        <translation>%1&#xa0;: lecture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: the file is larger than %2 MiB</source>
        <translation>%1&#xa0;: le fichier dépasse %2 Mio</translation>
    </message>
    <message>
        <source>%1: map type &quot;%2&quot; is not octile</source>
        <translation>%1&#xa0;: le type de carte &quot;%2&quot; n&apos;est pas octile</translation>
    </message>
    <message>
        <source>%1: missing or absurd width/height header (%2 x %3)</source>
        <translation>%1&#xa0;: en-têtes width/height absents ou absurdes (%2 x %3)</translation>
    </message>
    <message>
        <source>%1: the header says %2 rows, the file has %3</source>
        <translation>%1&#xa0;: l&apos;en-tête annonce %2 lignes, le fichier en a %3</translation>
    </message>
    <message>
        <source>%1: unknown map character &apos;%2&apos; at row %3, column %4</source>
        <translation>%1&#xa0;: caractère de carte &apos;%2&apos; inconnu ligne %3, colonne %4</translation>
    </message>
    <message>
        <source>%1: the first line must be &quot;version 1&quot; or &quot;version 1.0&quot;</source>
        <translation>%1&#xa0;: la première ligne doit être &quot;version 1&quot; ou &quot;version 1.0&quot;</translation>
    </message>
    <message>
        <source>%1: line %2 has %3 fields, not 9</source>
        <translation>%1&#xa0;: la ligne %2 a %3 champs au lieu de 9</translation>
    </message>
    <message>
        <source>%1: line %2 is not a scenario row</source>
        <translation>%1&#xa0;: la ligne %2 n&apos;est pas une ligne de scénario</translation>
    </message>
    <message>
        <source>%1: empty scenario file</source>
        <translation>%1&#xa0;: fichier de scénario vide</translation>
    </message>
</context>
<context>
    <name>Multiattack</name>
    <message>
        <source>the creature has no Multiattack</source>
        <translation>la créature n&apos;a pas d&apos;attaques multiples</translation>
    </message>
    <message>
        <source>it doesn&apos;t say which attacks it makes</source>
        <translation>le texte ne dit pas quelles attaques elle fait</translation>
    </message>
    <message>
        <source>it offers a choice of attacks</source>
        <translation>il laisse le choix des attaques</translation>
    </message>
    <message>
        <source>can&apos;t read &quot;%1&quot;</source>
        <translation>« %1 » est illisible</translation>
    </message>
    <message>
        <source>it has no attack &quot;%1&quot; (or more than one)</source>
        <translation>elle n&apos;a pas d&apos;attaque « %1 » (ou plusieurs)</translation>
    </message>
    <message>
        <source>the attacks named add up to %1, not %2</source>
        <translation>les attaques nommées font %1, pas %2</translation>
    </message>
</context>
<context>
    <name>PlaceFreely</name>
    <message>
        <source>Ctrl+Shift</source>
        <comment>keys held while dragging</comment>
        <translation>Ctrl+Maj</translation>
    </message>
    <message>
        <source>Meta</source>
        <comment>the Windows or Super key</comment>
        <translation>Méta</translation>
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
        <translation>le nord</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>le nord-est</translation>
    </message>
    <message>
        <source>east</source>
        <translation>l&apos;est</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>le sud-est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>le sud</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>le sud-ouest</translation>
    </message>
    <message>
        <source>west</source>
        <translation>l&apos;ouest</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>le nord-ouest</translation>
    </message>
    <message>
        <source>the map&apos;s edge</source>
        <translation>le bord de la carte</translation>
    </message>
    <message>
        <source>blocked terrain</source>
        <translation>un terrain bloqué</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>un mur</translation>
    </message>
</context>
<context>
    <name>Resolve</name>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1 has no AC: it can&apos;t be attacked</source>
        <translation>%1 n&apos;a pas de CA&#xa0;: on ne peut pas l&apos;attaquer</translation>
    </message>
    <message>
        <source>%1: not possible (%2).</source>
        <translation>%1&#xa0;: impossible (%2).</translation>
    </message>
    <message>
        <source>%1: flat check %2 against DC %3 fails, the Strike is lost.</source>
        <translation>%1&#xa0;: test nu %2 contre DD %3 raté, la Frappe est perdue.</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>coup critique</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touché</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>raté</translation>
    </message>
    <message>
        <source>%1: %2 against AC %3, %4</source>
        <translation>%1&#xa0;: %2 contre CA %3, %4</translation>
    </message>
    <message>
        <source>: %1 damage (%2)</source>
        <translation>&#xa0;: %1 dégâts (%2)</translation>
    </message>
    <message>
        <source>The attack is not possible: %1.</source>
        <translation>L&apos;attaque est impossible&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3</source>
        <translation>%1 attaque %2 – %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a saving throw in this ruleset (%2)</source>
        <translation>« %1 » n&apos;est pas un jet de sauvegarde dans ces règles (%2)</translation>
    </message>
    <message>
        <source>a basic save is pf2e&apos;s; the 5e family saves for half or none</source>
        <translation>la sauvegarde basique est propre à pf2e&#xa0;; la famille 5e sauvegarde pour half ou none</translation>
    </message>
    <message>
        <source>no damage to roll</source>
        <translation>aucun dégât à lancer</translation>
    </message>
    <message>
        <source>Damage rolled: %1 (DC %2 %3 save).</source>
        <translation>Dégâts lancés&#xa0;: %1 (DD %2, sauvegarde %3).</translation>
    </message>
    <message>
        <source>%1 has total cover from the origin and is not affected.</source>
        <translation>%1 a un abri total par rapport à l&apos;origine et n&apos;est pas affecté.</translation>
    </message>
    <message>
        <source>%1 fails the save automatically.</source>
        <translation>%1 rate la sauvegarde automatiquement.</translation>
    </message>
    <message>
        <source>%1 saves: %2 against DC %3, %4.</source>
        <translation>%1 sauvegarde&#xa0;: %2 contre DD %3, %4.</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>party</source>
        <comment>side</comment>
        <translation>groupe</translation>
    </message>
    <message>
        <source>ally</source>
        <comment>side</comment>
        <translation>allié</translation>
    </message>
    <message>
        <source>hostile</source>
        <comment>side</comment>
        <translation>hostile</translation>
    </message>
    <message>
        <source>neutral</source>
        <comment>side</comment>
        <translation>neutre</translation>
    </message>
    <message>
        <source>tiny</source>
        <comment>size</comment>
        <translation>très petite</translation>
    </message>
    <message>
        <source>small</source>
        <comment>size</comment>
        <translation>petite</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>size</comment>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>large</source>
        <comment>size</comment>
        <translation>grande</translation>
    </message>
    <message>
        <source>huge</source>
        <comment>size</comment>
        <translation>très grande</translation>
    </message>
    <message>
        <source>gargantuan</source>
        <comment>size</comment>
        <translation>gigantesque</translation>
    </message>
    <message>
        <source>titanic</source>
        <comment>size</comment>
        <translation>titanesque</translation>
    </message>
    <message>
        <source>every diagonal 5 ft</source>
        <comment>diagonal rule</comment>
        <translation>chaque diagonale 5 ft</translation>
    </message>
    <message>
        <source>alternating 5/10 ft</source>
        <comment>diagonal rule</comment>
        <translation>alternées 5/10 ft</translation>
    </message>
    <message>
        <source>exact (Euclidean)</source>
        <comment>diagonal rule</comment>
        <translation>exactes (euclidiennes)</translation>
    </message>
    <message>
        <source>no diagonals (Manhattan)</source>
        <comment>diagonal rule</comment>
        <translation>sans diagonales (Manhattan)</translation>
    </message>
    <message>
        <source>walk</source>
        <comment>movement mode</comment>
        <translation>marche</translation>
    </message>
    <message>
        <source>fly</source>
        <comment>movement mode</comment>
        <translation>vol</translation>
    </message>
    <message>
        <source>swim</source>
        <comment>movement mode</comment>
        <translation>nage</translation>
    </message>
    <message>
        <source>climb</source>
        <comment>movement mode</comment>
        <translation>escalade</translation>
    </message>
    <message>
        <source>burrow</source>
        <comment>movement mode</comment>
        <translation>creusement</translation>
    </message>
    <message>
        <source>prone</source>
        <comment>condition</comment>
        <translation>à terre</translation>
    </message>
    <message>
        <source>incapacitated</source>
        <comment>condition</comment>
        <translation>neutralisé</translation>
    </message>
    <message>
        <source>paralyzed</source>
        <comment>condition</comment>
        <translation>paralysé</translation>
    </message>
    <message>
        <source>petrified</source>
        <comment>condition</comment>
        <translation>pétrifié</translation>
    </message>
    <message>
        <source>stunned</source>
        <comment>condition</comment>
        <translation>étourdi</translation>
    </message>
    <message>
        <source>unconscious</source>
        <comment>condition</comment>
        <translation>inconscient</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>condition</comment>
        <translation>mort</translation>
    </message>
    <message>
        <source>grappled</source>
        <comment>condition</comment>
        <translation>agrippé</translation>
    </message>
    <message>
        <source>restrained</source>
        <comment>condition</comment>
        <translation>entravé</translation>
    </message>
    <message>
        <source>back-to-back</source>
        <comment>condition</comment>
        <translation>dos à dos</translation>
    </message>
    <message>
        <source>surprised</source>
        <comment>condition</comment>
        <translation>surpris</translation>
    </message>
    <message>
        <source>squeezed</source>
        <comment>condition</comment>
        <translation>à l’étroit</translation>
    </message>
    <message>
        <source>blinded</source>
        <comment>condition</comment>
        <translation>aveuglé</translation>
    </message>
    <message>
        <source>charmed</source>
        <comment>condition</comment>
        <translation>charmé</translation>
    </message>
    <message>
        <source>deafened</source>
        <comment>condition</comment>
        <translation>assourdi</translation>
    </message>
    <message>
        <source>frightened</source>
        <comment>condition</comment>
        <translation>terrorisé</translation>
    </message>
    <message>
        <source>invisible</source>
        <comment>condition</comment>
        <translation>invisible</translation>
    </message>
    <message>
        <source>poisoned</source>
        <comment>condition</comment>
        <translation>empoisonné</translation>
    </message>
    <message>
        <source>dodging</source>
        <comment>condition</comment>
        <translation>en esquive</translation>
    </message>
    <message>
        <source>quickened</source>
        <comment>condition</comment>
        <translation>accéléré</translation>
    </message>
    <message>
        <source>slowed</source>
        <comment>condition</comment>
        <translation>ralenti</translation>
    </message>
    <message>
        <source>off-guard</source>
        <comment>condition</comment>
        <translation>pris au dépourvu</translation>
    </message>
    <message>
        <source>immobilized</source>
        <comment>condition</comment>
        <translation>immobilisé</translation>
    </message>
    <message>
        <source>hidden</source>
        <comment>condition</comment>
        <translation>caché</translation>
    </message>
    <message>
        <source>exhaustion</source>
        <comment>condition</comment>
        <translation>épuisement</translation>
    </message>
    <message>
        <source>dying</source>
        <comment>condition</comment>
        <translation>mourant</translation>
    </message>
    <message>
        <source>wounded</source>
        <comment>condition</comment>
        <translation>blessé</translation>
    </message>
    <message>
        <source>clumsy</source>
        <comment>condition</comment>
        <translation>maladroit</translation>
    </message>
    <message>
        <source>drained</source>
        <comment>condition</comment>
        <translation>drainé</translation>
    </message>
    <message>
        <source>enfeebled</source>
        <comment>condition</comment>
        <translation>affaibli</translation>
    </message>
    <message>
        <source>fatigued</source>
        <comment>condition</comment>
        <translation>fatigué</translation>
    </message>
    <message>
        <source>sickened</source>
        <comment>condition</comment>
        <translation>nauséeux</translation>
    </message>
    <message>
        <source>stupefied</source>
        <comment>condition</comment>
        <translation>stupéfié</translation>
    </message>
    <message>
        <source>doomed</source>
        <comment>condition</comment>
        <translation>condamné</translation>
    </message>
    <message>
        <source>fleeing</source>
        <comment>condition</comment>
        <translation>en fuite</translation>
    </message>
    <message>
        <source>confused</source>
        <comment>condition</comment>
        <translation>confus</translation>
    </message>
    <message>
        <source>controlled</source>
        <comment>condition</comment>
        <translation>contrôlé</translation>
    </message>
    <message>
        <source>dazzled</source>
        <comment>condition</comment>
        <translation>ébloui</translation>
    </message>
    <message>
        <source>concealed</source>
        <comment>condition</comment>
        <translation>masqué</translation>
    </message>
    <message>
        <source>undetected</source>
        <comment>condition</comment>
        <translation>non détecté</translation>
    </message>
    <message>
        <source>bleeding</source>
        <comment>condition</comment>
        <translation>saignant</translation>
    </message>
    <message>
        <source>rattled</source>
        <comment>condition</comment>
        <translation>ébranlé</translation>
    </message>
    <message>
        <source>acid</source>
        <comment>damage type</comment>
        <translation>acide</translation>
    </message>
    <message>
        <source>bludgeoning</source>
        <comment>damage type</comment>
        <translation>contondant</translation>
    </message>
    <message>
        <source>cold</source>
        <comment>damage type</comment>
        <translation>froid</translation>
    </message>
    <message>
        <source>fire</source>
        <comment>damage type</comment>
        <translation>feu</translation>
    </message>
    <message>
        <source>force</source>
        <comment>damage type</comment>
        <translation>force</translation>
    </message>
    <message>
        <source>lightning</source>
        <comment>damage type</comment>
        <translation>foudre</translation>
    </message>
    <message>
        <source>necrotic</source>
        <comment>damage type</comment>
        <translation>nécrotique</translation>
    </message>
    <message>
        <source>piercing</source>
        <comment>damage type</comment>
        <translation>perforant</translation>
    </message>
    <message>
        <source>poison</source>
        <comment>damage type</comment>
        <translation>poison</translation>
    </message>
    <message>
        <source>psychic</source>
        <comment>damage type</comment>
        <translation>psychique</translation>
    </message>
    <message>
        <source>radiant</source>
        <comment>damage type</comment>
        <translation>radiant</translation>
    </message>
    <message>
        <source>slashing</source>
        <comment>damage type</comment>
        <translation>tranchant</translation>
    </message>
    <message>
        <source>thunder</source>
        <comment>damage type</comment>
        <translation>tonnerre</translation>
    </message>
    <message>
        <source>bleed</source>
        <comment>damage type</comment>
        <translation>saignement</translation>
    </message>
    <message>
        <source>mental</source>
        <comment>damage type</comment>
        <translation>mental</translation>
    </message>
    <message>
        <source>spirit</source>
        <comment>damage type</comment>
        <translation>esprit</translation>
    </message>
    <message>
        <source>vitality</source>
        <comment>damage type</comment>
        <translation>vitalité</translation>
    </message>
    <message>
        <source>bloodied</source>
        <comment>condition</comment>
        <translation>en sang</translation>
    </message>
    <message>
        <source>concentrating</source>
        <comment>condition</comment>
        <translation>concentré</translation>
    </message>
    <message>
        <source>encumbered</source>
        <comment>condition</comment>
        <translation>encombré</translation>
    </message>
    <message>
        <source>fascinated</source>
        <comment>condition</comment>
        <translation>fasciné</translation>
    </message>
    <message>
        <source>fatigue</source>
        <comment>condition (a5e levels)</comment>
        <translation>fatigue</translation>
    </message>
    <message>
        <source>grabbed</source>
        <comment>condition</comment>
        <translation>agrippé</translation>
    </message>
    <message>
        <source>strife</source>
        <comment>condition (a5e levels)</comment>
        <translation>discorde</translation>
    </message>
</context>
<context>
    <name>Sight</name>
    <message>
        <source>no line of sight from %1 to %2</source>
        <translation>pas de ligne de vue de %1 à %2</translation>
    </message>
    <message>
        <source>%1 is blinded</source>
        <translation>%1 est aveuglé</translation>
    </message>
    <message>
        <source>%1 is invisible</source>
        <translation>%1 est invisible</translation>
    </message>
    <message>
        <source>%1 is in darkness beyond %2&apos;s darkvision</source>
        <translation>%1 est dans l’obscurité au-delà de la vision dans le noir de %2</translation>
    </message>
    <message>
        <source>%1 is in darkness</source>
        <translation>%1 est dans l’obscurité</translation>
    </message>
    <message>
        <source>%1 is heavily obscured</source>
        <translation>%1 est dans une zone à visibilité nulle</translation>
    </message>
    <message>
        <source>%1 is concealed (dim light, light obscurement)</source>
        <translation>%1 est masqué (lumière faible, visibilité réduite)</translation>
    </message>
    <message>
        <source>%1 is concealed (dim light)</source>
        <translation>%1 est masqué (lumière faible)</translation>
    </message>
    <message>
        <source>%1 is concealed (light obscurement)</source>
        <translation>%1 est masqué (visibilité réduite)</translation>
    </message>
    <message>
        <source>heavy obscurement between %1 and %2 blocks the view</source>
        <translation>une zone à visibilité nulle entre %1 et %2 bloque la vue</translation>
    </message>
    <message>
        <source>%1 is hidden from %2</source>
        <translation>%1 est caché aux yeux de %2</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>rounds left: %1</source>
        <translation>rounds restants&#xa0;: %1</translation>
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
        <translation>aucun abri</translation>
    </message>
    <message>
        <source>lesser cover</source>
        <translation>abri mineur</translation>
    </message>
    <message>
        <source>half cover</source>
        <translation>abri partiel</translation>
    </message>
    <message>
        <source>standard cover</source>
        <translation>abri standard</translation>
    </message>
    <message>
        <source>three-quarters cover</source>
        <translation>abri aux trois quarts</translation>
    </message>
    <message>
        <source>greater cover</source>
        <translation>abri important</translation>
    </message>
    <message>
        <source>total cover (can&apos;t be targeted)</source>
        <translation>abri total (ne peut pas être ciblé)</translation>
    </message>
    <message>
        <source>%1 (+%2 AC)</source>
        <translation>%1 (+%2 CA)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>fly %1</source>
        <translation>vol %1</translation>
    </message>
    <message>
        <source>swim %1</source>
        <translation>nage %1</translation>
    </message>
    <message>
        <source>climb %1</source>
        <translation>escalade %1</translation>
    </message>
    <message>
        <source>burrow %1</source>
        <translation>creusement %1</translation>
    </message>
    <message>
        <source>%1 (hover)</source>
        <translation>%1 (vol stationnaire)</translation>
    </message>
    <message>
        <source>down</source>
        <comment>hidden hit points</comment>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>unhurt</source>
        <comment>hidden hit points</comment>
        <translation>indemne</translation>
    </message>
    <message>
        <source>bloodied</source>
        <comment>hidden hit points</comment>
        <translation>en sang</translation>
    </message>
    <message>
        <source>hurt</source>
        <comment>hidden hit points</comment>
        <translation>blessé</translation>
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
        <translation>%1 est pris en tenaille par %2.</translation>
    </message>
    <message>
        <source>%1 can reach %2.</source>
        <translation>%1 a %2 dans son allonge.</translation>
    </message>
    <message>
        <source>%1 can reach %2 (reach %3).</source>
        <translation>%1 a %2 dans son allonge (allonge %3).</translation>
    </message>
    <message>
        <source>%1 at %2, %3</source>
        <translation>%1 à %2, %3</translation>
    </message>
    <message>
        <source>%1 against the nearest enemies: %2.</source>
        <translation>%1 face aux ennemis les plus proches&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is squeezed.</source>
        <translation>%1 est à l&apos;étroit.</translation>
    </message>
    <message>
        <source>%1 is prone.</source>
        <translation>%1 est à terre.</translation>
    </message>
    <message>
        <source>%1 (turn)</source>
        <translation>%1 (son tour)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>AC</source>
        <translation>CA</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Round %1, %2 elapsed</source>
        <translation>Manche %1, %2 écoulées</translation>
    </message>
    <message>
        <source>; %1&apos;s turn</source>
        <translation>&#xa0;; au tour de %1</translation>
    </message>
    <message>
        <source>Not in combat</source>
        <translation>Hors combat</translation>
    </message>
    <message>
        <source>Map: %1 × %2 squares of %3 (%4 × %5)</source>
        <translation>Carte&#xa0;: %1 × %2 cases de %3 (%4 × %5)</translation>
    </message>
    <message>
        <source>%1 — creatures: %2, down: %3</source>
        <translation>%1 — créatures&#xa0;: %2, hors de combat&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 — creatures: %2, down: %3, HP remaining: %4/%5</source>
        <translation>%1 — créatures&#xa0;: %2, hors de combat&#xa0;: %3, PV restants&#xa0;: %4/%5</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Before combat</source>
        <translation>Avant le combat</translation>
    </message>
    <message>
        <source>Participants (initiative order)</source>
        <translation>Participants (ordre d&apos;initiative)</translation>
    </message>
    <message>
        <source>Tactical notes</source>
        <translation>Notes tactiques</translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation>Journal du combat</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <source>Nothing logged yet.</source>
        <translation>Rien n&apos;est encore consigné.</translation>
    </message>
    <message>
        <source>Nothing to note.</source>
        <translation>Rien à signaler.</translation>
    </message>
    <message>
        <source>Encounter summary</source>
        <translation>Résumé de la rencontre</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Tokens are numbered as in the table; gold ring: whose turn it is; grey and crossed out: down.</source>
        <translation>Les pions sont numérotés comme dans le tableau&#xa0;; anneau doré&#xa0;: à qui est le tour&#xa0;; gris et barré&#xa0;: hors de combat.</translation>
    </message>
    <message>
        <source>%1 is %2 up.</source>
        <translation>%1 est à %2 de hauteur.</translation>
    </message>
    <message>
        <source>%1 is %2 below the ground.</source>
        <translation>%1 est à %2 sous le sol.</translation>
    </message>
    <message>
        <source>%1 stands in darkness (darkvision %2).</source>
        <translation>%1 est dans l’obscurité (vision dans le noir %2).</translation>
    </message>
    <message>
        <source>%1 stands in darkness.</source>
        <translation>%1 est dans l’obscurité.</translation>
    </message>
    <message>
        <source>%1 can&apos;t see %2.</source>
        <translation>%1 ne voit pas %2.</translation>
    </message>
    <message>
        <source>a %1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>a %1 at %2,%3</source>
        <translation>%1 en %2,%3</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>heavily obscured</source>
        <translation>zone à visibilité nulle</translation>
    </message>
    <message>
        <source>lightly obscured</source>
        <translation>zone à visibilité réduite</translation>
    </message>
    <message>
        <source>difficult terrain</source>
        <translation>terrain difficile</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) left</source>
        <translation>
            <numerusform>encore %n round</numerusform>
            <numerusform>encore %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>until it ends</source>
        <translation>jusqu’à sa fin</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s): %3.</source>
        <translation>%1 (de %2) : %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>In it: %1.</source>
        <translation>Dedans : %1.</translation>
    </message>
    <message>
        <source>concentration</source>
        <translation>concentration</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>size and shape: 20 ft sphere</comment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FOR</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>DEX</translation>
    </message>
    <message>
        <source>CON</source>
        <translation>CON</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <source>WIS</source>
        <translation>SAG</translation>
    </message>
    <message>
        <source>CHA</source>
        <translation>CHA</translation>
    </message>
    <message>
        <source>Armor Class</source>
        <translation>Classe d&apos;armure</translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>Saving Throws</source>
        <translation>Jets de sauvegarde</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>Damage Vulnerabilities</source>
        <translation>Vulnérabilités aux dégâts</translation>
    </message>
    <message>
        <source>Damage Resistances</source>
        <translation>Résistances aux dégâts</translation>
    </message>
    <message>
        <source>Damage Immunities</source>
        <translation>Immunités aux dégâts</translation>
    </message>
    <message>
        <source>Condition Immunities</source>
        <translation>Immunités aux états</translation>
    </message>
    <message>
        <source>Senses</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <source>%1 (%2 XP)</source>
        <translation>%1 (%2 PX)</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Réactions</translation>
    </message>
    <message>
        <source>Legendary Actions</source>
        <translation>Actions légendaires</translation>
    </message>
    <message>
        <source>melee, %1 to hit, reach %2</source>
        <translation>corps à corps, %1 au toucher, allonge %2</translation>
    </message>
    <message>
        <source>ranged, %1 to hit, range %2</source>
        <translation>à distance, %1 au toucher, portée %2</translation>
    </message>
    <message>
        <source>magical</source>
        <translation>magique</translation>
    </message>
    <message>
        <source>agile</source>
        <translation>agile</translation>
    </message>
    <message>
        <source>Str</source>
        <translation>For</translation>
    </message>
    <message>
        <source>Dex</source>
        <translation>Dex</translation>
    </message>
    <message>
        <source>Con</source>
        <translation>Con</translation>
    </message>
    <message>
        <source>Int</source>
        <translation>Int</translation>
    </message>
    <message>
        <source>Wis</source>
        <translation>Sag</translation>
    </message>
    <message>
        <source>Cha</source>
        <translation>Cha</translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation>Vigueur</translation>
    </message>
    <message>
        <source>Reflex</source>
        <translation>Réflexes</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Volonté</translation>
    </message>
    <message>
        <source>Weaknesses</source>
        <translation>Faiblesses</translation>
    </message>
    <message>
        <source>darkvision %1</source>
        <translation>vision dans le noir %1</translation>
    </message>
    <message>
        <source>blindsight %1</source>
        <translation>vision aveugle %1</translation>
    </message>
    <message>
        <source>truesight %1</source>
        <translation>vision véritable %1</translation>
    </message>
    <message>
        <source>low-light vision</source>
        <translation>vision nocturne</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lumière</translation>
    </message>
    <message>
        <source>bright %1, dim %2 more</source>
        <translation>vive %1, faible %2 de plus</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Stat blocks</source>
        <translation>Profils</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>stat block: the kind, then its token numbers</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 → %2 %3 %, %4</source>
        <comment>attack, target, hit chance in percent, expected damage</comment>
        <translation>%1 → %2 %3&#xa0;%, %4</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>an attack made twice: ×2</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>between the attacks of a plan</comment>
        <translation>, puis </translation>
    </message>
    <message>
        <source>%1: to %2, %3; takes %4 on the way.</source>
        <translation>%1&#xa0;: vers %2, %3&#xa0;; subit %4 en chemin.</translation>
    </message>
    <message>
        <source>%1: from where it stands, %2.</source>
        <translation>%1&#xa0;: depuis sa position, %2.</translation>
    </message>
    <message>
        <source>%1: closes in to %2 with the Dash, nothing to attack this turn; takes %3 on the way.</source>
        <translation>%1&#xa0;: se rapproche jusqu&apos;à %2 avec Foncer, rien à attaquer ce tour-ci&#xa0;; subit %3 en chemin.</translation>
    </message>
    <message>
        <source>%1: closes in to %2, nothing to attack this turn; takes %3 on the way.</source>
        <translation>%1&#xa0;: se rapproche jusqu&apos;à %2, rien à attaquer ce tour-ci&#xa0;; subit %3 en chemin.</translation>
    </message>
    <message>
        <source>%1 stays: it can&apos;t act.</source>
        <translation>%1 reste sur place&#xa0;: il ne peut pas agir.</translation>
    </message>
    <message>
        <source>%1 stays: it has no attacks.</source>
        <translation>%1 reste sur place&#xa0;: il n&apos;a aucune attaque.</translation>
    </message>
    <message>
        <source>%1 stays: it perceives no hostile.</source>
        <translation>%1 reste sur place&#xa0;: il ne perçoit aucune créature hostile.</translation>
    </message>
    <message>
        <source>%1 stays: every attack would cost it more than it deals.</source>
        <translation>%1 reste sur place&#xa0;: chaque attaque lui coûterait plus qu&apos;elle n&apos;inflige.</translation>
    </message>
    <message>
        <source>%1 stays: nothing it could attack can be reached this turn.</source>
        <translation>%1 reste sur place&#xa0;: aucune cible atteignable ce tour-ci.</translation>
    </message>
    <message>
        <source>It stands up first.</source>
        <translation>Il se relève d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>SummaryDocument</name>
    <message>
        <source>can&apos;t write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SummaryOptionsDialog</name>
    <message>
        <source>Encounter Summary</source>
        <translation>Résumé de la rencontre</translation>
    </message>
    <message>
        <source>The summary always has the header, the participants in initiative order and the sides&apos; totals. Include also:</source>
        <translation>Le résumé contient toujours l&apos;en-tête, les participants dans l&apos;ordre d&apos;initiative et les totaux des camps. Inclure aussi&#xa0;:</translation>
    </message>
    <message>
        <source>The &amp;map, with tokens numbered as in the table</source>
        <translation>La &amp;carte, pions numérotés comme dans le tableau</translation>
    </message>
    <message>
        <source>&amp;Tactical notes: flanking, cover, reach, squeezed and prone</source>
        <translation>Notes &amp;tactiques&#xa0;: tenaille, abri, allonge, à l&apos;étroit et à terre</translation>
    </message>
    <message>
        <source>The combat &amp;log, round by round</source>
        <translation>Le &amp;journal du combat, round par round</translation>
    </message>
    <message>
        <source>Player &amp;handout: hide the hostile creatures&apos; hit points</source>
        <translation>Document pour les &amp;joueurs&#xa0;: masquer les points de vie des créatures hostiles</translation>
    </message>
</context>
<context>
    <name>TerrainKind</name>
    <message>
        <source>Object: half cover</source>
        <translation>Objet&#xa0;: abri partiel</translation>
    </message>
    <message>
        <source>Object: three-quarters cover</source>
        <translation>Objet&#xa0;: abri aux trois quarts</translation>
    </message>
    <message>
        <source>Object: greater cover (pf2e)</source>
        <translation>Objet&#xa0;: abri important (pf2e)</translation>
    </message>
    <message>
        <source>Difficult terrain</source>
        <translation>Terrain difficile</translation>
    </message>
    <message>
        <source>Greater difficult terrain (pf2e)</source>
        <translation>Terrain difficile supérieur (pf2e)</translation>
    </message>
    <message>
        <source>Blocked (solid obstacle)</source>
        <translation>Bloqué (obstacle solide)</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Escalade</translation>
    </message>
    <message>
        <source>Deep water</source>
        <translation>Eau profonde</translation>
    </message>
</context>
<context>
    <name>TokenArt</name>
    <message>
        <source>No creature to give the picture to</source>
        <translation>Aucune créature à qui donner l’image</translation>
    </message>
    <message>
        <source>%1 can&apos;t be read as a picture</source>
        <translation>%1 ne peut pas être lu comme une image</translation>
    </message>
    <message>
        <source>Set the token picture of %1</source>
        <translation>Changer l’image du pion de %1</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.svg)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.svg)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <source>%1 is a %2 image: a token picture can be a PNG, JPEG, WebP or SVG file</source>
        <translation>%1 est une image %2 : l’image d’un pion peut être un fichier PNG, JPEG, WebP ou SVG</translation>
    </message>
    <message>
        <source>%1 is not a valid SVG picture</source>
        <translation>%1 n’est pas une image SVG valide</translation>
    </message>
    <message>
        <source>%1 can&apos;t be read as a picture (%2)</source>
        <translation>%1 ne peut pas être lu comme une image (%2)</translation>
    </message>
    <message>
        <source>%1 is %2x%3 pixels, more than Battlemap can read (%4 megapixels); shrink it in an image editor</source>
        <translation>%1 fait %2x%3 pixels, plus que Battlemap ne peut lire (%4 mégapixels) ; réduisez-la dans un éditeur d’images</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <source>%1 — %2, %3, AC %4, HP %5/%6</source>
        <translation>%1 — %2, taille %3, CA %4, PV %5/%6</translation>
    </message>
    <message>
        <source>Flanked by %1</source>
        <translation>Pris en tenaille par %1</translation>
    </message>
    <message>
        <source>%1%2 ft</source>
        <translation>%1%2 ft</translation>
    </message>
    <message>
        <source>down</source>
        <translation>à terre</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>indemne</translation>
    </message>
    <message>
        <source>bloodied</source>
        <translation>en sang</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>blessé</translation>
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
        <translation>Cachée aux joueurs</translation>
    </message>
    <message>
        <source>Carries a light: bright %1 ft, dim %2 ft more</source>
        <translation>Porte une lumière : vive %1 ft, faible %2 ft de plus</translation>
    </message>
    <message>
        <source>Sneaking (Stealth %1)</source>
        <translation>Furtif (Discrétion %1)</translation>
    </message>
    <message>
        <source>Hidden (Stealth %1)</source>
        <translation>Caché (Discrétion %1)</translation>
    </message>
    <message>
        <source>Hidden from nobody now</source>
        <translation>Caché aux yeux de personne pour l&apos;instant</translation>
    </message>
    <message>
        <source>Hidden from %1</source>
        <translation>Caché aux yeux de %1</translation>
    </message>
    <message>
        <source>Found by %1</source>
        <translation>Repéré par %1</translation>
    </message>
</context>
<context>
    <name>UvttReader</name>
    <message>
        <source>is missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>doit être un nombre</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>doit être un nombre fini</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>doit être une liste</translation>
    </message>
    <message>
        <source>the file has more than %1 points</source>
        <translation>le fichier a plus de %1 points</translation>
    </message>
    <message>
        <source>not a JSON file (%1 at byte %2)</source>
        <translation>pas un fichier JSON (%1 à l’octet %2)</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>le fichier doit contenir un objet JSON</translation>
    </message>
    <message>
        <source>must be greater than 0, not %1</source>
        <translation>doit être supérieur à 0, pas %1</translation>
    </message>
    <message>
        <source>format %1 is not 0.2 or 0.3; read as 0.3</source>
        <translation>le format %1 n’est ni 0.2 ni 0.3 ; lu comme 0.3</translation>
    </message>
    <message>
        <source>%1 squares is more than the %2 a map side may have</source>
        <translation>%1 cases, c’est plus que les %2 qu’un côté de carte peut avoir</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1, not %1</source>
        <translation>doit être un nombre entier d’au moins 1, pas %1</translation>
    </message>
    <message>
        <source>%1 pixels per square is more than the %2 Battlemap accepts</source>
        <translation>%1 pixels par case, c’est plus que les %2 qu’accepte Battlemap</translation>
    </message>
    <message>
        <source>a %1 x %2 square map at %3 pixels per square is an image of more than %4 megapixels</source>
        <translation>une carte de %1 x %2 cases à %3 pixels par case est une image de plus de %4 mégapixels</translation>
    </message>
    <message>
        <source>needs two points, has %1</source>
        <translation>il faut deux points, il y en a %1</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>must be a string of base64</source>
        <translation>doit être une chaîne base64</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
    <message>
        <source>is not valid base64 (near character %1)</source>
        <translation>n’est pas du base64 valide (près du caractère %1)</translation>
    </message>
    <message>
        <source>is not a PNG, JPEG or WEBP image (it starts with %1)</source>
        <translation>n’est pas une image PNG, JPEG ou WEBP (elle commence par %1)</translation>
    </message>
    <message>
        <source>the %1 header is damaged or cut short</source>
        <translation>l’en-tête %1 est endommagé ou tronqué</translation>
    </message>
    <message>
        <source>%1 x %2 pixels is more than the %3 megapixels Battlemap accepts</source>
        <translation>%1 x %2 pixels, c’est plus que les %3 mégapixels qu’accepte Battlemap</translation>
    </message>
    <message>
        <source>the image is %1 x %2 pixels, not the %3 x %4 that map_size and pixels_per_grid give; it is aligned at its top-left corner</source>
        <translation>l’image fait %1 x %2 pixels, et non les %3 x %4 que donnent map_size et pixels_per_grid ; elle est alignée sur son coin supérieur gauche</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <source>%1: %2 MB is more than the %3 MB Battlemap reads</source>
        <translation>%1 : %2 Mo, c’est plus que les %3 Mo que lit Battlemap</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: the image would overwrite the input file</source>
        <translation>%1 : l’image écraserait le fichier d’entrée</translation>
    </message>
    <message>
        <source>lies more than %1 squares from the map</source>
        <translation>est à plus de %1 cases de la carte</translation>
    </message>
</context>
<context>
    <name>battlemap-cli</name>
    <message>
        <source>--%1 is required for this command</source>
        <translation>--%1 est obligatoire pour cette commande</translation>
    </message>
    <message>
        <source>--%1: no creature with id &quot;%2&quot; in %3</source>
        <translation>--%1&#xa0;: aucune créature d&apos;id «&#xa0;%2&#xa0;» dans %3</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is neither a creature id nor a square X,Y</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est ni un id de créature ni une case X,Y</translation>
    </message>
    <message>
        <source>%1: square %2,%3 is off the %4x%5 map</source>
        <translation>%1&#xa0;: la case %2,%3 est hors de la carte de %4x%5</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--%1 doit être un nombre de %2 à %3, pas «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>--attacker and --target are the same creature &quot;%1&quot;</source>
        <translation>--attacker et --target sont la même créature «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>attack needs exactly one of --melee and --range NORMAL/LONG</source>
        <translation>attack exige un seul des deux&#xa0;: --melee ou --range NORMAL/LONG</translation>
    </message>
    <message>
        <source>--range must be NORMAL/LONG or N in feet with 0 &lt; NORMAL &lt;= LONG, not &quot;%1&quot;</source>
        <translation>--range doit valoir NORMAL/LONG ou N en pieds, avec 0 &lt; NORMAL &lt;= LONG, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>The Battlemap rules engine on the command line. Commands:</source>
        <translation>Le moteur de règles de Battlemap en ligne de commande. Commandes&#xa0;:</translation>
    </message>
    <message>
        <source>what to ask (see above)</source>
        <translation>la question posée (voir ci-dessus)</translation>
    </message>
    <message>
        <source>the encounter (*.battlemap.json)</source>
        <translation>la rencontre (*.battlemap.json)</translation>
    </message>
    <message>
        <source>the moving creature&apos;s id</source>
        <translation>l&apos;id de la créature qui se déplace</translation>
    </message>
    <message>
        <source>target square X,Y (or creature id for distance)</source>
        <translation>case cible X,Y (ou id de créature pour distance)</translation>
    </message>
    <message>
        <source>start square X,Y or creature id</source>
        <translation>case de départ X,Y ou id de créature</translation>
    </message>
    <message>
        <source>movement mode: walk, fly, swim, climb, burrow</source>
        <translation>mode de déplacement&#xa0;: walk, fly, swim, climb, burrow</translation>
    </message>
    <message>
        <source>take the Dash action (doubles the budget)</source>
        <translation>effectuer l&apos;action Foncer (double le budget)</translation>
    </message>
    <message>
        <source>take the Disengage action (no opportunity attacks)</source>
        <translation>effectuer l&apos;action Se désengager (pas d&apos;attaque d&apos;opportunité)</translation>
    </message>
    <message>
        <source>stand up from prone before moving</source>
        <translation>se relever (à terre) avant de se déplacer</translation>
    </message>
    <message>
        <source>diagonals already counted this turn (alternating rule)</source>
        <translation>diagonales déjà comptées ce tour-ci (règle alternée)</translation>
    </message>
    <message>
        <source>movement budget in feet (reach)</source>
        <translation>budget de déplacement en pieds (reach)</translation>
    </message>
    <message>
        <source>the attacking creature&apos;s id</source>
        <translation>l&apos;id de la créature qui attaque</translation>
    </message>
    <message>
        <source>the target creature&apos;s id</source>
        <translation>l&apos;id de la créature ciblée</translation>
    </message>
    <message>
        <source>a melee attack</source>
        <translation>une attaque au corps à corps</translation>
    </message>
    <message>
        <source>a ranged attack with NORMAL/LONG range in feet</source>
        <translation>une attaque à distance de portée NORMAL/LONG en pieds</translation>
    </message>
    <message>
        <source>summary format: text, markdown, html, pdf</source>
        <translation>format du résumé&#xa0;: text, markdown, html, pdf</translation>
    </message>
    <message>
        <source>movingai: solve only the first N rows</source>
        <translation>movingai&#xa0;: ne résoudre que les N premières lignes</translation>
    </message>
    <message>
        <source>write to this file</source>
        <translation>écrire dans ce fichier</translation>
    </message>
    <message>
        <source>no command given; try --help</source>
        <translation>aucune commande indiquée&#xa0;; essayez --help</translation>
    </message>
    <message>
        <source>usage: movingai MAP SCEN [--limit N]</source>
        <translation>usage&#xa0;: movingai MAP SCEN [--limit N]</translation>
    </message>
    <message>
        <source>--limit must be a whole number of rows, at least 1</source>
        <translation>--limit doit être un nombre entier de lignes, au moins 1</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try --help</source>
        <translation>commande «&#xa0;%1&#xa0;» inconnue&#xa0;; essayez --help</translation>
    </message>
    <message>
        <source>%1: no encounter file given (usage: %2)</source>
        <translation>%1&#xa0;: aucun fichier de rencontre indiqué (usage&#xa0;: %2)</translation>
    </message>
    <message>
        <source>%1: unexpected argument &quot;%2&quot;</source>
        <translation>%1&#xa0;: argument inattendu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more problem(s): run validate to see them all)</source>
        <translation>
            <numerusform> (et %n autre problème&#xa0;: lancez validate pour tous les voir)</numerusform>
            <numerusform> (et %n autres problèmes&#xa0;: lancez validate pour tous les voir)</numerusform>
        </translation>
    </message>
    <message>
        <source>--mode must be walk, fly, swim, climb or burrow, not &quot;%1&quot;</source>
        <translation>--mode doit valoir walk, fly, swim, climb ou burrow, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1: row %2 leaves the map</source>
        <translation>%1&#xa0;: la ligne %2 sort de la carte</translation>
    </message>
    <message>
        <source>--ruleset: unknown ruleset &quot;%1&quot; (expected dnd5e-2014, dnd5e-2024, a5e, pf2e)</source>
        <translation>--ruleset : système de règles inconnu « %1 » (attendu : dnd5e-2014, dnd5e-2024, a5e, pf2e)</translation>
    </message>
    <message>
        <source>import-uvtt: the new encounter&apos;s ruleset (default dnd5e-2014)</source>
        <translation>import-uvtt : système de règles de la nouvelle rencontre (par défaut dnd5e-2014)</translation>
    </message>
    <message>
        <source>import-uvtt: object outlines block movement as well as sight</source>
        <translation>import-uvtt : les contours d’objets bloquent le déplacement comme la vue</translation>
    </message>
    <message>
        <source>summary: leave the map out</source>
        <translation>summary&#xa0;: sans la carte</translation>
    </message>
    <message>
        <source>summary: leave the combat log out</source>
        <translation>summary&#xa0;: sans le journal du combat</translation>
    </message>
    <message>
        <source>summary: leave the tactical notes out</source>
        <translation>summary&#xa0;: sans les notes tactiques</translation>
    </message>
    <message>
        <source>summary: a player handout (hostile hit points hidden)</source>
        <translation>summary&#xa0;: document pour les joueurs (points de vie des créatures hostiles masqués)</translation>
    </message>
    <message>
        <source>--format: unknown format &quot;%1&quot; (text, markdown, html or pdf)</source>
        <translation>--format&#xa0;: format «&#xa0;%1&#xa0;» inconnu (text, markdown, html ou pdf)</translation>
    </message>
    <message>
        <source>--format pdf needs -o OUT (a PDF is not written to the terminal)</source>
        <translation>--format pdf exige -o SORTIE (un PDF ne s&apos;écrit pas dans le terminal)</translation>
    </message>
    <message>
        <source>summary: --format %1 needs a graphical application (run battlemap-cli)</source>
        <translation>summary : --format %1 nécessite une application graphique (lancez battlemap-cli)</translation>
    </message>
    <message>
        <source>light: the square X,Y</source>
        <translation>light : la case X,Y</translation>
    </message>
    <message>
        <source>visible: the side whose sight to show</source>
        <translation>visible : le camp dont la vue est montrée</translation>
    </message>
    <message>
        <source>--from and --to are the same creature &quot;%1&quot;</source>
        <translation>--from et --to sont la même créature &quot;%1&quot;</translation>
    </message>
    <message>
        <source>visible needs exactly one of --creature ID and --side SIDE</source>
        <translation>visible demande exactement un de --creature ID et --side CAMP</translation>
    </message>
    <message>
        <source>--side must be party, ally, hostile or neutral, not &quot;%1&quot;</source>
        <translation>--side doit être party, ally, hostile ou neutral, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--shape must be sphere, cylinder, cube, cone, line, emanation or burst, not &quot;%1&quot;</source>
        <translation>--shape doit être sphere, cylinder, cube, cone, line, emanation ou burst, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--size is required for this command</source>
        <translation>--size est requis pour cette commande</translation>
    </message>
    <message>
        <source>--direction must be N, NE, E, SE, S, SW, W or NW, not &quot;%1&quot;</source>
        <translation>--direction doit être N, NE, E, SE, S, SW, W ou NW, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give --toward or --direction, not both</source>
        <translation>donnez --toward ou --direction, pas les deux</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a point X,Y</source>
        <translation>--%1 : &quot;%2&quot; n’est pas un point X,Y</translation>
    </message>
    <message>
        <source>area: sphere, cylinder, cube, cone, line, emanation, burst</source>
        <translation>area : sphere, cylinder, cube, cone, line, emanation, burst</translation>
    </message>
    <message>
        <source>area: radius, side, length or distance in feet</source>
        <translation>area : rayon, côté, longueur ou distance en pieds</translation>
    </message>
    <message>
        <source>area: the grid point it starts from (fractional allowed)</source>
        <translation>area : le point de la grille d’où elle part (fractions permises)</translation>
    </message>
    <message>
        <source>area: the point it is aimed at</source>
        <translation>area : le point visé</translation>
    </message>
    <message>
        <source>area: a pf2e cone&apos;s direction (N, NE, E, ...)</source>
        <translation>area : la direction d’un cône pf2e (N, NE, E, …)</translation>
    </message>
    <message>
        <source>area: a line&apos;s width in feet (default one square)</source>
        <translation>area : la largeur d’une ligne en pieds (par défaut une case)</translation>
    </message>
    <message>
        <source>area: an emanation includes the creature&apos;s own squares</source>
        <translation>area : une émanation inclut les cases de la créature</translation>
    </message>
    <message>
        <source>combat: the dice results to use, in order (N,N,...)</source>
        <translation>combat : les résultats de dés à utiliser, dans l’ordre (N,N,...)</translation>
    </message>
    <message>
        <source>combat: seed of the dice</source>
        <translation>combat : graine des dés</translation>
    </message>
    <message>
        <source>combat: hit points of damage, healing or temporary HP</source>
        <translation>combat : points de vie de dégâts, de soins ou temporaires</translation>
    </message>
    <message>
        <source>combat: the damage type</source>
        <translation>combat : le type de dégâts</translation>
    </message>
    <message>
        <source>combat: the damage is from a critical hit</source>
        <translation>combat : les dégâts viennent d’un coup critique</translation>
    </message>
    <message>
        <source>combat: the attacker knocks the target out instead of killing it</source>
        <translation>combat : l’attaquant assomme la cible au lieu de la tuer</translation>
    </message>
    <message>
        <source>combat: the condition to give</source>
        <translation>combat : l’état à donner</translation>
    </message>
    <message>
        <source>combat: the condition to remove</source>
        <translation>combat : l’état à retirer</translation>
    </message>
    <message>
        <source>combat: the condition&apos;s value or level</source>
        <translation>combat : la valeur ou le niveau de l’état</translation>
    </message>
    <message>
        <source>combat: the condition lasts N rounds</source>
        <translation>combat : l’état dure N rounds</translation>
    </message>
    <message>
        <source>combat: the turn action to take</source>
        <translation>combat : l’action à effectuer</translation>
    </message>
    <message>
        <source>combat: Ready&apos;s trigger or the creature helped</source>
        <translation>combat : le déclencheur de Se tenir prêt ou la créature aidée</translation>
    </message>
    <message>
        <source>combat start: the surprised creatures</source>
        <translation>combat start : les créatures surprises</translation>
    </message>
    <message>
        <source>combat join: the initiative as entered</source>
        <translation>combat join : l’initiative saisie</translation>
    </message>
    <message>
        <source>combat world-action: which one (from 0)</source>
        <translation>combat world-action : laquelle (à partir de 0)</translation>
    </message>
    <message>
        <source>usage: combat FILE OP [options] (see --help)</source>
        <translation>usage : combat FICHIER OP [options] (voir --help)</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0, not &quot;%1&quot;</source>
        <translation>--seed doit être un nombre entier à partir de 0, pas « %1 »</translation>
    </message>
    <message>
        <source>--rolls: &quot;%1&quot; is not a die result (a whole number from 1 to 1000)</source>
        <translation>--rolls : « %1 » n’est pas un résultat de dé (un nombre entier de 1 à 1000)</translation>
    </message>
    <message>
        <source>combat %1: the fight has not started (run combat FILE start first)</source>
        <translation>combat %1 : le combat n’a pas commencé (lancez d’abord combat FICHIER start)</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not in the fight</source>
        <translation>--%1 : « %2 » ne prend pas part au combat</translation>
    </message>
    <message>
        <source>move: %1 can&apos;t move (its %2 speed is 0)</source>
        <translation>move : %1 ne peut pas se déplacer (sa vitesse %2 est 0)</translation>
    </message>
    <message>
        <source>move: %1 can&apos;t end its move at %2,%3 (%4)</source>
        <translation>move : %1 ne peut pas finir son déplacement en %2,%3 (%4)</translation>
    </message>
    <message>
        <source>move: %1,%2 takes %3 actions, %4 left</source>
        <translation>move : %1,%2 demande %3 actions, il en reste %4</translation>
    </message>
    <message>
        <source>move: %1,%2 costs %3 ft, %4 ft left this turn (with Dash)</source>
        <translation>move : %1,%2 coûte %3 ft, il reste %4 ft ce tour (avec Foncer)</translation>
    </message>
    <message>
        <source>--to: %1 doesn&apos;t fit on the map at %2,%3</source>
        <translation>--to : %1 ne tient pas sur la carte en %2,%3</translation>
    </message>
    <message>
        <source>--surprised: no creature with id &quot;%1&quot; in %2</source>
        <translation>--surprised : aucune créature d’identifiant « %1 » dans %2</translation>
    </message>
    <message>
        <source>condition: give --add NAME or --remove NAME</source>
        <translation>condition : donnez --add NOM ou --remove NOM</translation>
    </message>
    <message>
        <source>condition: the condition&apos;s name is empty</source>
        <translation>condition : le nom de l’état est vide</translation>
    </message>
    <message>
        <source>stabilize: %1 is not dying</source>
        <translation>stabilize : %1 n’est pas mourant</translation>
    </message>
    <message>
        <source>death-save: %1 is not dying</source>
        <translation>death-save : %1 n’est pas mourant</translation>
    </message>
    <message>
        <source>--take: unknown action &quot;%1&quot; (expected %2)</source>
        <translation>--take : action inconnue « %1 » (attendu : %2)</translation>
    </message>
    <message>
        <source>join: %1 is already in the fight</source>
        <translation>join : %1 prend déjà part au combat</translation>
    </message>
    <message>
        <source>world-action: the encounter has no world actions</source>
        <translation>world-action : la rencontre n’a pas d’actions du monde</translation>
    </message>
    <message>
        <source>world-action: %1 has not recharged</source>
        <translation>world-action : %1 ne s’est pas rechargée</translation>
    </message>
    <message>
        <source>combat: unknown operation &quot;%1&quot; (expected %2)</source>
        <translation>combat : opération inconnue « %1 » (attendu : %2)</translation>
    </message>
    <message>
        <source>--rolls: ran out of dice results during %1 (give more numbers)</source>
        <translation>--rolls : plus de résultats de dés pendant %1 (donnez plus de nombres)</translation>
    </message>
    <message>
        <source>combat area, end-area: the effect&apos;s name</source>
        <translation>combat area, end-area : le nom de l’effet</translation>
    </message>
    <message>
        <source>combat area: the rounds count down at the start or end of a turn</source>
        <translation>combat area : les rounds décomptent au début ou à la fin d’un tour</translation>
    </message>
    <message>
        <source>combat area: whose turn counts the rounds (default: the creature whose turn it is)</source>
        <translation>combat area : le tour de qui décompte les rounds (par défaut : la créature dont c’est le tour)</translation>
    </message>
    <message>
        <source>combat area: the area is difficult terrain while it lasts</source>
        <translation>combat area : la zone est un terrain difficile tant qu’elle dure</translation>
    </message>
    <message>
        <source>combat area: the area is lightly or heavily obscured while it lasts</source>
        <translation>combat area : la zone a une visibilité réduite ou nulle tant qu’elle dure</translation>
    </message>
    <message>
        <source>area: --rounds counts in someone&apos;s turns: give --of ID (no one&apos;s turn it is)</source>
        <translation>area : --rounds se compte dans les tours de quelqu’un : donnez --of ID (ce n’est le tour de personne)</translation>
    </message>
    <message>
        <source>--tick must be start or end, not &quot;%1&quot;</source>
        <translation>--tick doit être start ou end, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--obscured must be light or heavy, not &quot;%1&quot;</source>
        <translation>--obscured doit être light ou heavy, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>end-area: no area on the map is named &quot;%1&quot;</source>
        <translation>end-area : aucune zone de la carte ne s’appelle &quot;%1&quot;</translation>
    </message>
    <message>
        <source>combat area: the creature whose turn it is concentrates on it; it ends with the concentration</source>
        <translation>combat area : la créature dont c’est le tour se concentre dessus ; la zone prend fin avec la concentration</translation>
    </message>
    <message>
        <source>area: --concentration needs a caster: no one&apos;s turn it is</source>
        <translation>area : --concentration exige un lanceur : ce n’est le tour de personne</translation>
    </message>
    <message>
        <source>monster: the SRD library can&apos;t be read: %1</source>
        <translation>monster : la bibliothèque SRD est illisible : %1</translation>
    </message>
    <message>
        <source>monster: no SRD monster named &quot;%1&quot; (try an index such as goblin or a name such as &quot;Adult Red Dragon&quot;)</source>
        <translation>monster : aucun monstre SRD nommé « %1 » (essayez un index comme goblin ou un nom comme « Adult Red Dragon »)</translation>
    </message>
    <message>
        <source>save, save-damage: the saving throw (str, dex, ...; pf2e fortitude, reflex, will); other combat operations: the total of the save they call for, as rolled at the table</source>
        <translation>save, save-damage&#xa0;: le jet de sauvegarde (str, dex, ...&#xa0;; pf2e fortitude, reflex, will)&#xa0;; autres opérations de combat&#xa0;: le total de la sauvegarde demandée, tel que lancé à la table</translation>
    </message>
    <message>
        <source>resolve-attack: the attacker&apos;s attack of this name</source>
        <translation>resolve-attack&#xa0;: l&apos;attaque de ce nom de l&apos;attaquant</translation>
    </message>
    <message>
        <source>resolve-attack: the attack bonus (without --with)</source>
        <translation>resolve-attack&#xa0;: le bonus d&apos;attaque (sans --with)</translation>
    </message>
    <message>
        <source>resolve-attack, save: the damage, e.g. &quot;1d8+3 slashing, 2d6 fire&quot;</source>
        <translation>resolve-attack, save&#xa0;: les dégâts, p. ex. &quot;1d8+3 slashing, 2d6 fire&quot;</translation>
    </message>
    <message>
        <source>resolve-attack: the melee attack&apos;s reach in feet</source>
        <translation>resolve-attack&#xa0;: l&apos;allonge de l&apos;attaque au corps à corps en pieds</translation>
    </message>
    <message>
        <source>resolve-attack, save: the damage is magical</source>
        <translation>resolve-attack, save&#xa0;: les dégâts sont magiques</translation>
    </message>
    <message>
        <source>resolve-attack: a pf2e agile weapon (multiple attack penalty -4/-8)</source>
        <translation>resolve-attack&#xa0;: une arme agile pf2e (pénalité d’attaques multiples -4/-8)</translation>
    </message>
    <message>
        <source>resolve-attack: the attack is made as a reaction</source>
        <translation>resolve-attack&#xa0;: l&apos;attaque est faite en réaction</translation>
    </message>
    <message>
        <source>save: the DC</source>
        <translation>save&#xa0;: le DD</translation>
    </message>
    <message>
        <source>save: what a success takes: half, none, basic (pf2e)</source>
        <translation>save&#xa0;: ce que subit une réussite&#xa0;: half, none, basic (pf2e)</translation>
    </message>
    <message>
        <source>save: the creatures that save, in order</source>
        <translation>save&#xa0;: les créatures qui sauvegardent, dans l’ordre</translation>
    </message>
    <message>
        <source>give the dice: --rolls N,N,... or --seed S</source>
        <translation>donner les dés&#xa0;: --rolls N,N,... ou --seed S</translation>
    </message>
    <message>
        <source>give --rolls or --seed, not both</source>
        <translation>donner --rolls ou --seed, pas les deux</translation>
    </message>
    <message>
        <source>--rolls: %1 is not a result of a d%2 (%3)</source>
        <translation>--rolls&#xa0;: %1 n&apos;est pas un résultat d&apos;un d%2 (%3)</translation>
    </message>
    <message>
        <source>give --with NAME or --bonus and --damage, not both</source>
        <translation>donner --with NOM ou --bonus et --damage, pas les deux</translation>
    </message>
    <message>
        <source>--with: %1 has several attacks named &quot;%2&quot;</source>
        <translation>--with&#xa0;: %1 a plusieurs attaques nommées &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--with: %1 has no attack named &quot;%2&quot;</source>
        <translation>--with&#xa0;: %1 n&apos;a pas d&apos;attaque nommée &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>--reach is for a melee attack</source>
        <translation>--reach est pour une attaque au corps à corps</translation>
    </message>
    <message>
        <source>--on-save must be half, none or basic, not &quot;%1&quot;</source>
        <translation>--on-save doit être half, none ou basic, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>save needs the area (--shape, --size, …) or --targets ID,ID…, one of them</source>
        <translation>save a besoin de la zone (--shape, --size, …) ou de --targets ID,ID…, l&apos;un des deux</translation>
    </message>
    <message>
        <source>--targets: no creature with id &quot;%1&quot; in %2</source>
        <translation>--targets&#xa0;: aucune créature d&apos;id &quot;%1&quot; dans %2</translation>
    </message>
    <message>
        <source>--targets: no creature given</source>
        <translation>--targets&#xa0;: aucune créature donnée</translation>
    </message>
    <message>
        <source>move: %1 rides a mount that moves on its own: move the mount, or dismount first</source>
        <translation>move : %1 chevauche une monture qui agit seule : déplacez la monture, ou mettez d’abord pied à terre</translation>
    </message>
    <message>
        <source>attack: give --with NAME or --melee/--range, not both</source>
        <translation>attack&#xa0;: donnez --with NOM ou --melee/--range, pas les deux</translation>
    </message>
    <message>
        <source>push: the point the push comes from (fractional allowed)</source>
        <translation>push&#xa0;: le point d&apos;où vient la poussée (fractions permises)</translation>
    </message>
    <message>
        <source>push: how far, in feet</source>
        <translation>push&#xa0;: la distance, en pieds</translation>
    </message>
    <message>
        <source>path: tumble through this creature&apos;s space</source>
        <translation>path&#xa0;: traverser acrobatiquement l&apos;espace de cette créature</translation>
    </message>
    <message>
        <source>path: drag this grappled creature along</source>
        <translation>path&#xa0;: traîner avec soi cette créature agrippée</translation>
    </message>
    <message>
        <source>combat hide: pf2e Sneak (undetected)</source>
        <translation>combat hide&#xa0;: Être furtif (pf2e, non détecté)</translation>
    </message>
    <message>
        <source>combat seek: a 15-ft emanation instead of a cone</source>
        <translation>combat seek&#xa0;: une émanation de 15 ft au lieu d&apos;un cône</translation>
    </message>
    <message>
        <source>%1: no creature &quot;%2&quot;</source>
        <translation>%1&#xa0;: aucune créature «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>seek: Seek is pf2e (the 5e family searches: combat search)</source>
        <translation>seek&#xa0;: Chercher (Seek) appartient à pf2e (la famille 5e cherche avec combat search)</translation>
    </message>
    <message>
        <source>search: Search is the 5e family&apos;s (pf2e seeks: combat seek)</source>
        <translation>search&#xa0;: Chercher (Search) appartient à la famille 5e (pf2e cherche avec combat seek)</translation>
    </message>
    <message>
        <source>reveal: %1 is not hidden</source>
        <translation>reveal&#xa0;: %1 n&apos;est pas caché</translation>
    </message>
    <message>
        <source>push: %1 is where the push comes from: no direction</source>
        <translation>push&#xa0;: %1 se trouve au point d&apos;où vient la poussée&#xa0;: aucune direction</translation>
    </message>
    <message>
        <source>push: two directions may be chosen; give --direction</source>
        <translation>push&#xa0;: deux directions sont possibles&#xa0;; donnez --direction</translation>
    </message>
    <message>
        <source>push: --direction is not one the push may take</source>
        <translation>push&#xa0;: --direction n&apos;est pas une direction possible pour la poussée</translation>
    </message>
    <message>
        <source>seek needs exactly one of --toward X,Y and --emanation</source>
        <translation>seek exige un seul des deux&#xa0;: --toward X,Y ou --emanation</translation>
    </message>
    <message>
        <source>--through: %1 can&apos;t tumble through its own space</source>
        <translation>--through&#xa0;: %1 ne peut pas traverser acrobatiquement son propre espace</translation>
    </message>
    <message>
        <source>--drag: pf2e drags nobody (a grappled creature is moved by Reposition)</source>
        <translation>--drag&#xa0;: en pf2e, on ne traîne personne (une créature agrippée se déplace avec Repositionner)</translation>
    </message>
    <message>
        <source>--drag: %1 doesn&apos;t grapple %2 (its grappling list)</source>
        <translation>--drag&#xa0;: %1 n&apos;agrippe pas %2 (sa liste grappling)</translation>
    </message>
    <message>
        <source>--drag: %1 doesn&apos;t have the grappled condition</source>
        <translation>--drag&#xa0;: %1 n&apos;a pas l&apos;état agrippé</translation>
    </message>
    <message>
        <source>push needs exactly one of --from ID and --from-point X,Y</source>
        <translation>push exige un seul des deux&#xa0;: --from ID ou --from-point X,Y</translation>
    </message>
</context>
<context>
    <name>bm::AreaDamageDialog</name>
    <message>
        <source>Damage All in Area</source>
        <translation>Dégâts à toute la zone</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>The damage rolled once for the whole area; enter what was rolled at the table</source>
        <translation>Les dégâts lancés une fois pour toute la zone ; ou saisir le résultat lancé à la table</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Dégâts :</translation>
    </message>
    <message>
        <source>(untyped)</source>
        <translation>(sans type)</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>&amp;Saving throw</source>
        <translation>&amp;Jet de sauvegarde</translation>
    </message>
    <message>
        <source>&amp;Ability:</source>
        <translation>&amp;Caractéristique :</translation>
    </message>
    <message>
        <source>D&amp;C:</source>
        <translation>D&amp;D :</translation>
    </message>
    <message>
        <source>&amp;Basic save: half on a success, none on a critical success, double on a critical failure</source>
        <translation>Jet de sauvegarde &amp;basique : moitié en cas de réussite, rien en cas de réussite critique, double en cas d&apos;échec critique</translation>
    </message>
    <message>
        <source>&amp;Half damage on a success</source>
        <translation>&amp;Moitié des dégâts en cas de réussite</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <source>Save bonus</source>
        <translation>Bonus de sauvegarde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>&amp;Apply Damage</source>
        <translation>&amp;Appliquer les dégâts</translation>
    </message>
    <message>
        <source>Not a dice expression: %1</source>
        <translation>Pas une expression de dés : %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>area, damage roll</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Ma&amp;gical</source>
        <translation>Ma&amp;gique</translation>
    </message>
    <message>
        <source>The effect is magical: resistance to nonmagical damage doesn&apos;t apply</source>
        <translation>L&apos;effet est magique : la résistance aux dégâts non magiques ne s&apos;applique pas</translation>
    </message>
    <message>
        <source>Roll the Sa&amp;ves Again</source>
        <translation>Relancer les &amp;jets de sauvegarde</translation>
    </message>
    <message>
        <source>Each creature rolls its save again: its bonus, its cover from the area&apos;s origin, advantage or disadvantage</source>
        <translation>Chaque créature relance son jet de sauvegarde : son bonus, son abri par rapport à l&apos;origine de la zone, avantage ou désavantage</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Subit</translation>
    </message>
    <message>
        <source>The damage after the save, before the creature&apos;s defences</source>
        <translation>Les dégâts après le jet de sauvegarde, avant les défenses de la créature</translation>
    </message>
    <message>
        <source>What the creature&apos;s resistances, vulnerabilities and immunities leave of it</source>
        <translation>Ce qu&apos;en laissent les résistances, vulnérabilités et immunités de la créature</translation>
    </message>
    <message>
        <source>Total cover from the area&apos;s origin: not affected</source>
        <translation>Abri total par rapport à l&apos;origine de la zone : non affecté</translation>
    </message>
    <message>
        <source>Save %1, cover +%2 from the area&apos;s origin</source>
        <translation>Sauvegarde %1, abri +%2 par rapport à l&apos;origine de la zone</translation>
    </message>
    <message>
        <source>Paralyzed, petrified, stunned or unconscious: fails Strength and Dexterity saves</source>
        <translation>Paralysé, pétrifié, étourdi ou inconscient : échoue aux jets de Force et de Dextérité</translation>
    </message>
    <message>
        <source>Advantage (dodging): %1</source>
        <translation>Avantage (esquive) : %1</translation>
    </message>
    <message>
        <source>Disadvantage (restrained or squeezed): %1</source>
        <translation>Désavantage (entravé ou à l&apos;étroit) : %1</translation>
    </message>
    <message>
        <source>total cover: not affected</source>
        <translation>abri total : non affecté</translation>
    </message>
    <message>
        <source>fails automatically</source>
        <translation>échec automatique</translation>
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
        <translation>%1 : %2 / %3 PV</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n creature(s) in the area</source>
        <translation>
            <numerusform>%1 : %n créature dans la zone</numerusform>
            <numerusform>%1 : %n créatures dans la zone</numerusform>
        </translation>
    </message>
    <message>
        <source>Press on the map at the area&apos;s origin and drag to aim; Esc clears the template.</source>
        <translation>Appuyer sur la carte à l&apos;origine de la zone et glisser pour viser ; Échap efface le gabarit.</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation>&amp;Forme :</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>The ruleset&apos;s shapes: emanations (and pf2e cones and lines) start on the creature pressed</source>
        <translation>Les formes du système de règles : les émanations (et les cônes et lignes de pf2e) partent de la créature cliquée</translation>
    </message>
    <message>
        <source>Damage All in Area…</source>
        <translation>Dégâts à toute la zone…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>heavily obscured</source>
        <translation>zone à visibilité nulle</translation>
    </message>
    <message>
        <source>lightly obscured</source>
        <translation>zone à visibilité réduite</translation>
    </message>
    <message>
        <source>difficult terrain</source>
        <translation>terrain difficile</translation>
    </message>
    <message>
        <source>until ended</source>
        <translation>jusqu’à la fin</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s): %1</source>
        <translation>
            <numerusform>%n case : %1</numerusform>
            <numerusform>%n cases : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>End %1</source>
        <translation>Terminer %1</translation>
    </message>
    <message>
        <source>Keep on Map…</source>
        <translation>Garder sur la carte…</translation>
    </message>
    <message>
        <source>The template stays on the map as an effect with a duration and terrain (Fog Cloud, Spike Growth, Web)</source>
        <translation>Le gabarit reste sur la carte comme effet avec une durée et un terrain (Nappe de brouillard, Croissance d’épines, Toile d’araignée)</translation>
    </message>
    <message>
        <source>S&amp;pell:</source>
        <translation>Sor&amp;t :</translation>
    </message>
    <message>
        <source>A spell that leaves an area: picks its shape and size, and fills in Keep on Map</source>
        <translation>Un sort qui laisse une zone : choisit sa forme et sa taille, et remplit « Garder sur la carte »</translation>
    </message>
    <message>
        <source>On the map:</source>
        <translation>Sur la carte :</translation>
    </message>
    <message>
        <source>&amp;End Effect</source>
        <translation>T&amp;erminer l’effet</translation>
    </message>
</context>
<context>
    <name>bm::AreaTool</name>
    <message>
        <source>%1-ft %2</source>
        <comment>a 20-ft sphere</comment>
        <translation>%2 de %1 ft</translation>
    </message>
    <message>
        <source>A %1 starts from a creature: press on the creature</source>
        <translation>La forme %1 part d&apos;une créature : appuyer sur la créature</translation>
    </message>
    <message>
        <source>%1: drag to aim</source>
        <translation>%1 : glisser pour viser</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n creature(s)</source>
        <translation>
            <numerusform>%1 : %n créature</numerusform>
            <numerusform>%1 : %n créatures</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 at (%2, %3)</source>
        <comment>a 20-ft sphere at (18, 10): its origin, a grid point</comment>
        <translation>%1 en (%2, %3)</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <comment>a 15-ft cone from Valeros: the creature it starts on</comment>
        <translation>%1 depuis %2</translation>
    </message>
    <message>
        <source>the size must be a positive number of feet</source>
        <translation>la taille doit être un nombre positif de pieds</translation>
    </message>
    <message>
        <source>an area starts at a point or on a creature, not both</source>
        <translation>une zone part d’un point ou d’une créature, pas des deux</translation>
    </message>
    <message>
        <source>no creature &quot;%1&quot;</source>
        <translation>aucune créature « %1 »</translation>
    </message>
    <message>
        <source>the origin %1,%2 is off the map</source>
        <translation>l’origine %1,%2 est hors de la carte</translation>
    </message>
    <message>
        <source>the aim must be a finite point</source>
        <translation>la visée doit être un point fini</translation>
    </message>
    <message>
        <source>pf2e has no cube: use a burst</source>
        <translation>pf2e n’a pas de cube : utilisez une explosion</translation>
    </message>
    <message>
        <source>an emanation is on a creature: press on the creature</source>
        <translation>une émanation part d’une créature : appuyez sur la créature</translation>
    </message>
    <message>
        <source>a pf2e %1 starts from a creature: press on the creature</source>
        <translation>forme %1 (pf2e) : part d’une créature, appuyez sur la créature</translation>
    </message>
    <message>
        <source>a burst is centred on a grid point: press where two grid lines cross</source>
        <translation>une explosion est centrée sur un point de la grille : appuyez là où deux lignes se croisent</translation>
    </message>
    <message>
        <source>a cube starts at a grid point: press where two grid lines cross</source>
        <translation>un cube part d’un point de la grille : appuyez là où deux lignes se croisent</translation>
    </message>
    <message>
        <source>an area starts at a point or on a creature: press on the map</source>
        <translation>une zone part d’un point ou d’une créature : appuyez sur la carte</translation>
    </message>
    <message>
        <source>a %1 needs an aim: drag to aim</source>
        <translation>forme %1 : il faut une direction, faites glisser pour viser</translation>
    </message>
    <message>
        <source>a pf2e line is one square wide</source>
        <translation>en pf2e, une ligne fait une case de large</translation>
    </message>
    <message>
        <source>the %1 is aimed at its own origin: drag away from it</source>
        <translation>forme %1 visée sur sa propre origine : faites glisser plus loin</translation>
    </message>
    <message>
        <source>the area covers no square of the map</source>
        <translation>la zone ne couvre aucune case de la carte</translation>
    </message>
    <message>
        <source>the effect needs a name</source>
        <translation>l’effet doit avoir un nom</translation>
    </message>
</context>
<context>
    <name>bm::AttackCheckDock</name>
    <message>
        <source>Attack Check</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Cover tool: click an attacker, then a target.</source>
        <translation>Outil d&apos;abri&#xa0;: cliquez sur un attaquant, puis sur une cible.</translation>
    </message>
</context>
<context>
    <name>bm::AttackTool</name>
    <message>
        <source>%1 can&apos;t attack itself: click another creature (Esc gives up)</source>
        <translation>%1 ne peut pas s&apos;attaquer&#xa0;: cliquez sur une autre créature (Échap abandonne)</translation>
    </message>
    <message>
        <source>Attack: click the target&apos;s token (Esc gives up)</source>
        <translation>Attaque&#xa0;: cliquez sur le pion de la cible (Échap abandonne)</translation>
    </message>
</context>
<context>
    <name>bm::AttacksEditor</name>
    <message>
        <source>default (%1 ft)</source>
        <translation>par défaut (%1 ft)</translation>
    </message>
    <message>
        <source>Dice such as 1d8+3 or 2d6+1d4; Enter keeps it</source>
        <translation>Dés comme 1d8+3 ou 2d6+1d4 ; Entrée les garde</translation>
    </message>
    <message>
        <source>Remove this damage</source>
        <translation>Retirer ces dégâts</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(sans type)</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>attaques</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Attaque %1</translation>
    </message>
    <message>
        <source>%1 already has an attack named &quot;%2&quot;</source>
        <translation>%1 a déjà une attaque « %2 »</translation>
    </message>
    <message>
        <source>An attack needs a name</source>
        <translation>Une attaque a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add an attack to this creature</source>
        <translation>Ajouter une attaque à cette créature</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the attack picked in the list</source>
        <translation>Retirer l&apos;attaque choisie dans la liste</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Attack bonus added to the d20</source>
        <translation>Bonus d&apos;attaque ajouté au d20</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corps à corps</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>à distance</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Allonge</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <source>Melee reach in feet; &quot;default&quot; is the creature&apos;s reach</source>
        <translation>Allonge en pieds ; « par défaut » est l&apos;allonge de la créature</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Normal range in feet</source>
        <translation>Portée normale en pieds</translation>
    </message>
    <message>
        <source>Long range in feet (disadvantage beyond the normal range)</source>
        <translation>Portée longue en pieds (désavantage au-delà de la normale)</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>+ Damage</source>
        <translation>+ Dégâts</translation>
    </message>
    <message>
        <source>Add a damage part of another type, e.g. 1d6 fire</source>
        <translation>Ajouter des dégâts d&apos;un autre type, p. ex. 1d6 feu</translation>
    </message>
    <message>
        <source>Magical</source>
        <translation>Magique</translation>
    </message>
    <message>
        <source>Overcomes resistances to nonmagical damage</source>
        <translation>Passe les résistances aux dégâts non magiques</translation>
    </message>
    <message>
        <source>Agile</source>
        <translation>Agile</translation>
    </message>
    <message>
        <source>Pathfinder 2e: the multiple attack penalty is -4/-8</source>
        <translation>Pathfinder 2e : le malus d&apos;attaques multiples est -4/-8</translation>
    </message>
</context>
<context>
    <name>bm::AutoSaver</name>
    <message>
        <source>Autosave to %1 failed: %2</source>
        <translation>Échec de l’enregistrement automatique dans %1 : %2</translation>
    </message>
    <message>
        <source>(unreadable: %1)</source>
        <translation>(illisible : %1)</translation>
    </message>
    <message>
        <source>can&apos;t read %1</source>
        <translation>impossible de lire %1</translation>
    </message>
    <message>
        <source>%1 is not a Battlemap recovery file</source>
        <translation>%1 n’est pas un fichier de récupération Battlemap</translation>
    </message>
</context>
<context>
    <name>bm::CalibrationDialog</name>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Image %1 x %2 pixels; map %3 x %4 squares. The magenta grid shows where the map&apos;s squares fall on the image; square (0, 0) is shaded.</source>
        <translation>Image de %1 x %2 pixels&#xa0;; carte de %3 x %4 cases. La grille magenta montre où tombent les cases de la carte sur l&apos;image&#xa0;; la case (0, 0) est ombrée.</translation>
    </message>
    <message>
        <source>Click the button, then two corners of the grid drawn on the image, as far apart as you can see well.</source>
        <translation>Cliquez sur le bouton, puis sur deux coins de la grille dessinée sur l&apos;image, aussi éloignés que vous les voyez bien.</translation>
    </message>
    <message>
        <source>Click a grid corner on the image.</source>
        <translation>Cliquez sur un coin de la grille sur l&apos;image.</translation>
    </message>
    <message>
        <source>The two corners are the same point; try again.</source>
        <translation>Les deux coins sont le même point&#xa0;; réessayez.</translation>
    </message>
    <message>
        <source>%1 pixels per square. Check the grid and adjust the numbers if needed.</source>
        <translation>%1 pixels par case. Vérifiez la grille et ajustez les valeurs si besoin.</translation>
    </message>
    <message>
        <source>Calibrate background</source>
        <translation>Calibrer l&apos;image de fond</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Images (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Set background image</source>
        <translation>Définir l&apos;image de fond</translation>
    </message>
    <message>
        <source>Now click the corner one square away (across, down or diagonally).</source>
        <translation>Cliquez maintenant sur le coin situé à une case (en largeur, en hauteur ou en diagonale).</translation>
    </message>
    <message>
        <source>Now click the corner %1 squares away (across, down or diagonally).</source>
        <translation>Cliquez maintenant sur le coin situé à %1 cases (en largeur, en hauteur ou en diagonale).</translation>
    </message>
    <message>
        <source>The map becomes %1 x %2 squares (now %3 x %4).</source>
        <translation>La carte passe à %1 x %2 cases (actuellement %3 x %4).</translation>
    </message>
    <message>
        <source>The image holds %1 x %2 whole squares; the map has %3 x %4.</source>
        <translation>L’image contient %1 x %2 cases entières ; la carte en a %3 x %4.</translation>
    </message>
    <message>
        <source>Calibrate background and fit the grid</source>
        <translation>Calibrer le fond et ajuster la grille</translation>
    </message>
</context>
<context>
    <name>bm::CombatLogDock</name>
    <message>
        <source>Combat Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>R%1  %2</source>
        <translation>M%1  %2</translation>
    </message>
    <message>
        <source>Roll dice: 2d6+3, d20 adv, d20 dis, 4d6 … and Enter</source>
        <translation>Lancer des dés&#xa0;: 2d6+3, d20 av, d20 désav, 4d6… puis Entrée</translation>
    </message>
    <message>
        <source>Dice to roll, such as 2d6+3 or d20+5 adv (advantage) or d20 dis (disadvantage). Enter rolls them and writes the roll in the combat log (Undo takes it back).</source>
        <translation>Les dés à lancer, comme 2d6+3, d20+5 av (avantage) ou d20 désav (désavantage). Entrée les lance et inscrit le jet dans le journal de combat (Annuler le retire).</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Lancer %1</translation>
    </message>
</context>
<context>
    <name>bm::CombatantDock</name>
    <message>
        <source>Temporary HP</source>
        <translation>PV temporaires</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Dépenser</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 utilise %2.</translation>
    </message>
    <message>
        <source>its reaction</source>
        <translation>sa réaction</translation>
    </message>
    <message>
        <source>a bonus action</source>
        <translation>une action bonus</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>une action</translation>
    </message>
    <message>
        <source>Nothing left to spend.</source>
        <translation>Plus rien à dépenser.</translation>
    </message>
    <message>
        <source>Death save</source>
        <translation>Jet contre la mort</translation>
    </message>
    <message>
        <source>Stabilize</source>
        <translation>Stabiliser</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Retirer l’effet</translation>
    </message>
    <message>
        <source>Pick a creature and an amount first.</source>
        <translation>Choisissez d’abord une créature et un montant.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Soigner</translation>
    </message>
    <message>
        <source>Name the effect or pick a condition.</source>
        <translation>Nommez l’effet ou choisissez un état.</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Ajouter un effet</translation>
    </message>
    <message>
        <source>Select a creature on the map or in the initiative list.</source>
        <translation>Sélectionnez une créature sur la carte ou dans la liste d’initiative.</translation>
    </message>
    <message>
        <source>HP %1 / %2</source>
        <translation>PV %1 / %2</translation>
    </message>
    <message>
        <source>, %1 temporary</source>
        <translation>, %1 temporaires</translation>
    </message>
    <message>
        <source> · dying %1, wounded %2</source>
        <translation> · mourant %1, blessé %2</translation>
    </message>
    <message>
        <source> · death saves %1 ✓ %2 ✗%3</source>
        <translation> · jets contre la mort %1 ✓ %2 ✗%3</translation>
    </message>
    <message>
        <source>, stable</source>
        <translation>, stable</translation>
    </message>
    <message>
        <source> · fatigue %1, strife %2</source>
        <translation> · fatigue %1, tension %2</translation>
    </message>
    <message>
        <source> · dead</source>
        <translation> · mort</translation>
    </message>
    <message>
        <source>%1 of %2 actions left, reaction %3, %4 ft moved</source>
        <translation>%1 actions sur %2 restantes, réaction %3, %4 ft parcourus</translation>
    </message>
    <message>
        <source>spent</source>
        <translation>dépensée</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prête</translation>
    </message>
    <message>
        <source>Action %1, bonus action %2, reaction %3; %4 ft moved, %5 ft left</source>
        <translation>Action %1, action bonus %2, réaction %3 ; %4 ft parcourus, %5 ft restants</translation>
    </message>
    <message>
        <source>, counts at the start of %1&apos;s turn</source>
        <translation>, compte au début du tour de %1</translation>
    </message>
    <message>
        <source>, counts at the end of %1&apos;s turn</source>
        <translation>, compte à la fin du tour de %1</translation>
    </message>
    <message>
        <source>the caster (whose turn it is)</source>
        <translation>le lanceur (celui dont c’est le tour)</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combattant</translation>
    </message>
    <message>
        <source>Deal the amount as damage of the type (Shift+D)</source>
        <translation>Infliger le montant en dégâts du type (Maj+D)</translation>
    </message>
    <message>
        <source>Heal the amount (Shift+H)</source>
        <translation>Soigner le montant (Maj+H)</translation>
    </message>
    <message>
        <source>Temp HP</source>
        <translation>PV temp.</translation>
    </message>
    <message>
        <source>Temporary hit points: the higher of the old and the new amount (they don&apos;t stack)</source>
        <translation>Points de vie temporaires : le plus élevé de l’ancien et du nouveau montant (ils ne se cumulent pas)</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Critique</translation>
    </message>
    <message>
        <source>A critical hit: two death save failures at 0 HP (2014, 2024); pf2e: dying 2</source>
        <translation>Un coup critique : deux échecs contre la mort à 0 PV (2014, 2024) ; pf2e : mourant 2</translation>
    </message>
    <message>
        <source>Damage type: resistances, vulnerabilities, immunities and pf2e weaknesses apply</source>
        <translation>Type de dégâts : résistances, vulnérabilités, immunités et faiblesses pf2e s’appliquent</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action (dépenser)</translation>
    </message>
    <message>
        <source>Bonus Action</source>
        <translation>Action bonus</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>Death Save</source>
        <translation>Jet contre la mort</translation>
    </message>
    <message>
        <source>Remove Effect or Condition</source>
        <translation>Retirer l’effet ou l’état</translation>
    </message>
    <message>
        <source>Add Effect</source>
        <translation>Ajouter l’effet</translation>
    </message>
    <message>
        <source>Bless, Burning, Frightened…</source>
        <translation>Bénédiction, En feu, Effrayé…</translation>
    </message>
    <message>
        <source>pf2e persistent damage, e.g. 1d6 (uses the damage type)</source>
        <translation>dégâts persistants pf2e, p. ex. 1d6 (avec le type de dégâts)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Counted on</source>
        <translation>Compté pour</translation>
    </message>
    <message>
        <source>Persistent</source>
        <translation>Persistant</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>N rounds, counted at the start of the turn</source>
        <translation>N manches, comptées au début du tour</translation>
    </message>
    <message>
        <source>N rounds, counted at the end of the turn</source>
        <translation>N manches, comptées à la fin du tour</translation>
    </message>
    <message>
        <source>Until the start of the next turn</source>
        <translation>Jusqu’au début du prochain tour</translation>
    </message>
    <message>
        <source>Until the end of the next turn</source>
        <translation>Jusqu’à la fin du prochain tour</translation>
    </message>
    <message>
        <source>Until removed</source>
        <translation>Jusqu’à retrait</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Sneaking (Stealth %1)</source>
        <translation>Furtif (Discrétion %1)</translation>
    </message>
    <message>
        <source>Hidden (Stealth %1)</source>
        <translation>Caché (Discrétion %1)</translation>
    </message>
    <message>
        <source>%1, found by %2</source>
        <translation>%1, repéré par %2</translation>
    </message>
    <message>
        <source>Hide or Sneak…</source>
        <translation>Se cacher ou Être furtif…</translation>
    </message>
    <message>
        <source>Hide…</source>
        <translation>Se cacher…</translation>
    </message>
    <message>
        <source>A Stealth check, rolled or typed: hidden from those it beats</source>
        <translation>Un test de Discrétion, lancé ou saisi&#xa0;: caché aux yeux de ceux qu&apos;il surpasse</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <source>A Perception check: finds the hidden creatures in sight whose Stealth it equals or beats</source>
        <translation>Un test de Perception&#xa0;: repère les créatures cachées en vue dont il égale ou surpasse la Discrétion</translation>
    </message>
    <message>
        <source>Seek…</source>
        <translation>Chercher…</translation>
    </message>
    <message>
        <source>A 30-ft cone: aim it on the map with the mouse, click to seek there</source>
        <translation>Un cône de 30 ft&#xa0;: le viser sur la carte avec la souris, cliquer pour y chercher</translation>
    </message>
    <message>
        <source>Seek Around</source>
        <translation>Chercher autour</translation>
    </message>
    <message>
        <source>A 15-ft emanation around the creature</source>
        <translation>Une émanation de 15 ft autour de la créature</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>No longer hidden from anyone (it spoke, it stepped into the light)</source>
        <translation>Plus caché aux yeux de personne (il a parlé, il est entré dans la lumière)</translation>
    </message>
</context>
<context>
    <name>bm::CoverTool</name>
    <message>
        <source>Cover: click the attacker, then the target</source>
        <translation>Abri&#xa0;: cliquez sur l&apos;attaquant, puis sur la cible</translation>
    </message>
    <message>
        <source>Cover: attacker %1; now click the target</source>
        <translation>Abri&#xa0;: attaquant %1&#xa0;; cliquez maintenant sur la cible</translation>
    </message>
    <message>
        <source>%1 attacks %2 (%3 ft)</source>
        <translation>%1 attaque %2 (%3 ft)</translation>
    </message>
    <message>
        <source>Cover: %1 (+%2 AC)</source>
        <translation>Abri&#xa0;: %1 (+%2 CA)</translation>
    </message>
    <message>
        <source>Cover: total (can&apos;t be targeted)</source>
        <translation>Abri&#xa0;: total (ne peut pas être ciblé)</translation>
    </message>
    <message>
        <source>%1 is flanked by %2</source>
        <translation>%1 est pris en tenaille par %2</translation>
    </message>
    <message>
        <source>Impossible: %1</source>
        <translation>Impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Advantage: %1</source>
        <translation>Avantage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Disadvantage: %1</source>
        <translation>Désavantage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Target is off-guard (-2 AC)</source>
        <translation>La cible est prise au dépourvu (-2 CA)</translation>
    </message>
    <message>
        <source>Roll: %1</source>
        <translation>Jet&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 cover, +%2 AC</source>
        <translation>abri %1, +%2 CA</translation>
    </message>
    <message>
        <source>total cover</source>
        <translation>abri total</translation>
    </message>
    <message>
        <source>none</source>
        <comment>cover degree</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>lesser</source>
        <comment>cover degree (pf2e)</comment>
        <translation>mineur</translation>
    </message>
    <message>
        <source>half</source>
        <comment>cover degree</comment>
        <translation>partiel</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>cover degree (pf2e)</comment>
        <translation>standard</translation>
    </message>
    <message>
        <source>three-quarters</source>
        <comment>cover degree</comment>
        <translation>aux trois quarts</translation>
    </message>
    <message>
        <source>greater</source>
        <comment>cover degree (pf2e)</comment>
        <translation>important</translation>
    </message>
    <message>
        <source>total</source>
        <comment>cover degree</comment>
        <translation>total</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>attack roll</comment>
        <translation>normal</translation>
    </message>
    <message>
        <source>advantage</source>
        <comment>attack roll</comment>
        <translation>avec avantage</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <comment>attack roll</comment>
        <translation>avec désavantage</translation>
    </message>
    <message>
        <source>Target is off-guard (-2 AC): %1</source>
        <translation>La cible est prise au dépourvu (-2 CA) : %1</translation>
    </message>
    <message>
        <source>Attack penalty: %1</source>
        <translation>Pénalité d&apos;attaque : %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a flanking pair</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 is Dodging until the start of its next turn</source>
        <translation>%1 esquive jusqu’au début de son prochain tour</translation>
    </message>
    <message>
        <source>%1 has Disengaged: its movement provokes no opportunity attacks this turn</source>
        <translation>%1 s’est désengagé : ses déplacements ne provoquent pas d’attaque d’opportunité ce tour-ci</translation>
    </message>
    <message>
        <source>Elevation: %1 at %2 ft, %3 at %4 ft</source>
        <translation>Altitude : %1 à %2 ft, %3 à %4 ft</translation>
    </message>
    <message>
        <source>%1 sees %2 poorly: %3</source>
        <translation>%1 voit mal %2 : %3</translation>
    </message>
    <message>
        <source>%1 can&apos;t see %2: %3</source>
        <translation>%1 ne voit pas %2 : %3</translation>
    </message>
    <message>
        <source>%1 can&apos;t see %2 (unseen attacker): %3</source>
        <translation>%1 ne voit pas %2 (attaquant invisible) : %3</translation>
    </message>
    <message>
        <source>Flat check: DC %1 (target concealed)</source>
        <translation>Test nu : DD %1 (cible masquée)</translation>
    </message>
    <message>
        <source>Flat check: DC %1 (target hidden or undetected)</source>
        <translation>Test nu : DD %1 (cible cachée ou non détectée)</translation>
    </message>
    <message>
        <source>Cover: none</source>
        <translation>Abri&#xa0;: aucun</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>aucun abri</translation>
    </message>
    <message>
        <source>%1 is underwater: its weapon attacks follow the underwater rules</source>
        <translation>%1 est sous l&apos;eau&#xa0;: ses attaques avec une arme suivent les règles du combat sous l&apos;eau</translation>
    </message>
    <message>
        <source>%1 is underwater: it resists fire damage</source>
        <translation>%1 est sous l&apos;eau&#xa0;: il résiste aux dégâts de feu</translation>
    </message>
</context>
<context>
    <name>bm::CreatureActions</name>
    <message>
        <source>No free square on the map for a new creature</source>
        <translation>Aucune case libre sur la carte pour une nouvelle créature</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Added %1 at (%2, %3); edit it in the Creature panel</source>
        <translation>Ajout de %1 en (%2, %3)&#xa0;; modifiez-la dans le panneau Créature</translation>
    </message>
    <message>
        <source>No free space near %1 for a copy</source>
        <translation>Pas de place libre près de %1 pour une copie</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Dupliquer %1</translation>
    </message>
    <message>
        <source>%1 added at (%2, %3)</source>
        <translation>Ajout de %1 en (%2, %3)</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>%1 deleted (Undo brings it back)</source>
        <translation>Suppression de %1 (Annuler la rétablit)</translation>
    </message>
    <message>
        <source>Add Creature Here</source>
        <translation>Ajouter une créature ici</translation>
    </message>
    <message>
        <source>Token &amp;Picture…</source>
        <translation>&amp;Image du pion…</translation>
    </message>
    <message>
        <source>Token Picture</source>
        <translation>Image du pion</translation>
    </message>
    <message>
        <source>New token picture (Undo brings the old one back)</source>
        <translation>Nouvelle image du pion (Annuler rétablit l’ancienne)</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 utilise %2</translation>
    </message>
    <message>
        <source>Opportunity Attack on %1</source>
        <translation>Attaque d’opportunité contre %1</translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <translation>Attaque d’opportunité</translation>
    </message>
    <message>
        <source>Opportunity attack: reaction spent</source>
        <translation>Attaque d’opportunité : réaction dépensée</translation>
    </message>
    <message>
        <source>What Does %1 &amp;See?</source>
        <translation>Que &amp;voit %1 ?</translation>
    </message>
    <message>
        <source>Sight shading off</source>
        <translation>Ombrage de la vue désactivé</translation>
    </message>
    <message>
        <source>Shaded: what %1 doesn&apos;t see (ask again or press Esc to stop)</source>
        <translation>Ombré : ce que %1 ne voit pas (redemander ou Échap pour arrêter)</translation>
    </message>
    <message>
        <source>End %1</source>
        <translation>Terminer %1</translation>
    </message>
    <message>
        <source>%1 has left the map (Undo brings it back)</source>
        <translation>%1 a quitté la carte (Annuler le rétablit)</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>&amp;Attaquer</translation>
    </message>
    <message>
        <source>&amp;Hidden from the Players</source>
        <translation>&amp;Cachée aux joueurs</translation>
    </message>
    <message>
        <source>Hide %1 from the players</source>
        <translation>Cacher %1 aux joueurs</translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation>Montrer %1 aux joueurs</translation>
    </message>
    <message>
        <source>%1 is hidden from the players, whatever the fog says (Undo shows it again)</source>
        <translation>%1 est cachée aux joueurs, quoi que dise le brouillard (Annuler la montre de nouveau)</translation>
    </message>
    <message>
        <source>%1 shows to the players where they can see it</source>
        <translation>%1 est visible des joueurs là où ils peuvent la voir</translation>
    </message>
    <message>
        <source>Multiattack</source>
        <translation>Attaques multiples</translation>
    </message>
    <message>
        <source>Door &amp;Locked</source>
        <translation>Porte &amp;verrouillée</translation>
    </message>
    <message>
        <source>The Party &amp;Knows It&apos;s Locked</source>
        <translation>Le groupe &amp;sait qu&apos;elle est verrouillée</translation>
    </message>
    <message>
        <source>Lock door</source>
        <translation>Verrouiller la porte</translation>
    </message>
    <message>
        <source>Unlock door</source>
        <translation>Déverrouiller la porte</translation>
    </message>
    <message>
        <source>Door locked: the players&apos; devices show it closed until one of them tries it</source>
        <translation>Porte verrouillée : les appareils des joueurs la montrent fermée jusqu&apos;à ce que l&apos;un d&apos;eux l&apos;essaie</translation>
    </message>
    <message>
        <source>Door unlocked (closed)</source>
        <translation>Porte déverrouillée (fermée)</translation>
    </message>
    <message>
        <source>The party knows a door is locked</source>
        <translation>Le groupe sait qu&apos;une porte est verrouillée</translation>
    </message>
    <message>
        <source>The party doesn&apos;t know a door is locked</source>
        <translation>Le groupe ne sait pas qu&apos;une porte est verrouillée</translation>
    </message>
    <message>
        <source>The players&apos; devices show the door locked</source>
        <translation>Les appareils des joueurs montrent la porte verrouillée</translation>
    </message>
    <message>
        <source>The players&apos; devices show the door closed</source>
        <translation>Les appareils des joueurs montrent la porte fermée</translation>
    </message>
</context>
<context>
    <name>bm::CreatureDock</name>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Allié</translation>
    </message>
    <message>
        <source>Hostile</source>
        <translation>Hostile</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutre</translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation>Très petite</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Très grande</translation>
    </message>
    <message>
        <source>Gargantuan</source>
        <translation>Gigantesque</translation>
    </message>
    <message>
        <source>Titanic (a5e)</source>
        <translation>Titanesque (a5e)</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(par défaut)</translation>
    </message>
    <message>
        <source>Humanoid</source>
        <translation>Humanoïde</translation>
    </message>
    <message>
        <source>Beast</source>
        <translation>Bête</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Dragon</translation>
    </message>
    <message>
        <source>Undead</source>
        <translation>Mort-vivant</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Créature artificielle</translation>
    </message>
    <message>
        <source>Elemental</source>
        <translation>Élémentaire</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Géant</translation>
    </message>
    <message>
        <source>Monstrosity</source>
        <translation>Monstruosité</translation>
    </message>
    <message>
        <source>Fiend</source>
        <translation>Fiélon</translation>
    </message>
    <message>
        <source>name</source>
        <translation>le nom</translation>
    </message>
    <message>
        <source>side</source>
        <translation>le camp</translation>
    </message>
    <message>
        <source>size</source>
        <translation>la taille</translation>
    </message>
    <message>
        <source>token</source>
        <translation>le jeton</translation>
    </message>
    <message>
        <source>space</source>
        <translation>l&apos;espace</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>l&apos;allonge</translation>
    </message>
    <message>
        <source>AC</source>
        <translation>la CA</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>les PV</translation>
    </message>
    <message>
        <source>max HP</source>
        <translation>les PV max</translation>
    </message>
    <message>
        <source>temp HP</source>
        <translation>les PV temporaires</translation>
    </message>
    <message>
        <source>initiative bonus</source>
        <translation>le bonus d&apos;initiative</translation>
    </message>
    <message>
        <source>walking speed</source>
        <translation>la vitesse de marche</translation>
    </message>
    <message>
        <source>flying speed</source>
        <translation>la vitesse de vol</translation>
    </message>
    <message>
        <source>swimming speed</source>
        <translation>la vitesse de nage</translation>
    </message>
    <message>
        <source>climbing speed</source>
        <translation>la vitesse d&apos;escalade</translation>
    </message>
    <message>
        <source>burrowing speed</source>
        <translation>la vitesse de creusement</translation>
    </message>
    <message>
        <source>Can&apos;t change the %1 of %2: %3</source>
        <translation>Impossible de changer %1 de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <source>Select a creature on the map to edit it.</source>
        <translation>Sélectionnez une créature sur la carte pour la modifier.</translation>
    </message>
    <message>
        <source>from size (%1)</source>
        <translation>selon la taille (%1)</translation>
    </message>
    <message>
        <source>default (%1 ft)</source>
        <translation>par défaut (%1 ft)</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Personnalisé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Token Picture</source>
        <translation>Image du pion</translation>
    </message>
    <message>
        <source>Own picture</source>
        <translation>Image personnelle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>elevation</source>
        <translation>altitude</translation>
    </message>
    <message>
        <source>darkvision</source>
        <translation>vision dans le noir</translation>
    </message>
    <message>
        <source>blindsight</source>
        <translation>vision aveugle</translation>
    </message>
    <message>
        <source>truesight</source>
        <translation>vision véritable</translation>
    </message>
    <message>
        <source>low-light vision</source>
        <translation>vision nocturne</translation>
    </message>
    <message>
        <source>candle (5/5 ft)</source>
        <translation>bougie (5/5 ft)</translation>
    </message>
    <message>
        <source>torch (20/20 ft)</source>
        <translation>torche (20/20 ft)</translation>
    </message>
    <message>
        <source>lamp (15/30 ft)</source>
        <translation>lampe (15/30 ft)</translation>
    </message>
    <message>
        <source>hooded lantern (30/30 ft)</source>
        <translation>lanterne à capote (30/30 ft)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>personnalisée</translation>
    </message>
    <message>
        <source>light</source>
        <translation>lumière</translation>
    </message>
    <message>
        <source>visibility to the players</source>
        <translation>visibilité pour les joueurs</translation>
    </message>
    <message>
        <source>its own light (%1/%2 ft)</source>
        <translation>sa propre lumière (%1/%2 ft)</translation>
    </message>
</context>
<context>
    <name>bm::Document</name>
    <message>
        <source>Untitled encounter</source>
        <translation>Rencontre sans titre</translation>
    </message>
</context>
<context>
    <name>bm::EncounterSettingsDialog</name>
    <message>
        <source>Ruleset default (%1)</source>
        <translation>Selon les règles (%1)</translation>
    </message>
    <message>
        <source>Ruleset default (on)</source>
        <translation>Selon les règles (oui)</translation>
    </message>
    <message>
        <source>Ruleset default (off)</source>
        <translation>Selon les règles (non)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Bright</source>
        <translation>Vive</translation>
    </message>
    <message>
        <source>Dim</source>
        <translation>Faible</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Obscurité</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a condition and its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activée</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivée</translation>
    </message>
    <message>
        <source>Flanking</source>
        <translation>Prise en tenaille</translation>
    </message>
    <message>
        <source>Diagonals</source>
        <translation>Diagonales</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (the new ruleset&apos;s default)</source>
        <translation>%1&#xa0;: %2 → %3 (valeur par défaut du nouveau système)</translation>
    </message>
    <message>
        <source>%1: stays %2 (set for this encounter)</source>
        <translation>%1&#xa0;: reste %2 (choisi pour cette rencontre)</translation>
    </message>
    <message>
        <source>%1: %2 is dropped (the new ruleset has no such condition)</source>
        <translation>%1&#xa0;: %2 disparaît (le nouveau système n&apos;a pas cet état)</translation>
    </message>
    <message>
        <source>%1: %2 becomes %3</source>
        <translation>%1&#xa0;: %2 devient %3</translation>
    </message>
    <message>
        <source>Switch the Ruleset</source>
        <translation>Changer de système de règles</translation>
    </message>
    <message>
        <source>Switch &quot;%1&quot; from %2 to %3?</source>
        <translation>Passer «&#xa0;%1&#xa0;» de %2 à %3&#xa0;?</translation>
    </message>
    <message>
        <source>Nothing else changes: every condition carries over as it is.</source>
        <translation>Rien d&apos;autre ne change&#xa0;: chaque état est conservé tel quel.</translation>
    </message>
    <message>
        <source>This changes:&lt;ul&gt;%1&lt;/ul&gt;Undo takes it all back.</source>
        <translation>Ce qui change&#xa0;:&lt;ul&gt;%1&lt;/ul&gt;Annuler revient sur le tout.</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Changer</translation>
    </message>
    <message>
        <source>Ruleset changed from %1 to %2.</source>
        <translation>Système de règles changé de %1 à %2.</translation>
    </message>
    <message>
        <source>%1: at 0 HP (death save failures: %2), now dying %3</source>
        <translation>%1&#xa0;: à 0 PV (échecs aux jets contre la mort&#xa0;: %2), désormais mourant %3</translation>
    </message>
    <message>
        <source>%1: dying %2, now at 0 HP (death save failures: %3)</source>
        <translation>%1&#xa0;: mourant %2, désormais à 0 PV (échecs aux jets contre la mort&#xa0;: %3)</translation>
    </message>
</context>
<context>
    <name>bm::EraserTool</name>
    <message>
        <source>Erase %1</source>
        <translation>Effacer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Erase terrain</source>
        <translation>Effacer le terrain</translation>
    </message>
    <message>
        <source>No %1 there to erase</source>
        <translation>Rien de type «&#xa0;%1&#xa0;» à effacer ici</translation>
    </message>
    <message>
        <source>No terrain there to erase</source>
        <translation>Aucun terrain à effacer ici</translation>
    </message>
    <message numerus="yes">
        <source>Erased terrain from %n square(s)</source>
        <translation>
            <numerusform>Terrain effacé sur %n case</numerusform>
            <numerusform>Terrain effacé sur %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erased %n wall(s)</source>
        <translation>
            <numerusform>%n mur effacé</numerusform>
            <numerusform>%n murs effacés</numerusform>
        </translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>Effacer les murs</translation>
    </message>
</context>
<context>
    <name>bm::FogTool</name>
    <message>
        <source>Reveal Squares</source>
        <translation>Révéler des cases</translation>
    </message>
    <message>
        <source>Hide Squares</source>
        <translation>Cacher des cases</translation>
    </message>
    <message>
        <source>Reveal All</source>
        <translation>Tout révéler</translation>
    </message>
    <message>
        <source>Reset Explored Squares</source>
        <translation>Oublier les cases explorées</translation>
    </message>
    <message>
        <source>Fog from Sight</source>
        <translation>Brouillard selon la vue</translation>
    </message>
    <message>
        <source>Manual Fog</source>
        <translation>Brouillard manuel</translation>
    </message>
    <message>
        <source>%1 squares hidden from the players</source>
        <translation>%1 cases cachées aux joueurs</translation>
    </message>
    <message>
        <source>%1 squares revealed to the players</source>
        <translation>%1 cases révélées aux joueurs</translation>
    </message>
    <message>
        <source>Fog of war: drag to reveal squares to the players, Shift-drag to hide them; with Ctrl, paint them</source>
        <translation>Brouillard de guerre : glisser révèle des cases aux joueurs, Maj+glisser les cache ; avec Ctrl, les peindre</translation>
    </message>
</context>
<context>
    <name>bm::ForcedMoveActions</name>
    <message>
        <source>%1 pushed %2 ft %3</source>
        <translation>%1 poussé de %2 ft vers %3</translation>
    </message>
    <message>
        <source>%1 pushed %2 of %3 ft %4: %5 stops it</source>
        <translation>%1 poussé de %2 ft sur %3 vers %4&#xa0;: %5 l&apos;arrête</translation>
    </message>
    <message>
        <source>%1 (away from %2)</source>
        <translation>%1 (à l&apos;opposé de %2)</translation>
    </message>
    <message>
        <source>pushed %1 ft %2</source>
        <translation>poussé de %1 ft vers %2</translation>
    </message>
    <message>
        <source>%1 of %2 ft %3: %4 stops it</source>
        <translation>%1 ft sur %2 vers %3&#xa0;: %4 l&apos;arrête</translation>
    </message>
    <message>
        <source>Push %1</source>
        <translation>Pousser %1</translation>
    </message>
    <message>
        <source>No push: %1 is where the push comes from</source>
        <translation>Pas de poussée&#xa0;: %1 se trouve au point d&apos;où vient la poussée</translation>
    </message>
    <message>
        <source>No push: that direction is not one the push may take</source>
        <translation>Pas de poussée&#xa0;: la poussée ne peut pas prendre cette direction</translation>
    </message>
    <message>
        <source>No such creature</source>
        <translation>Cette créature n&apos;existe pas</translation>
    </message>
    <message>
        <source>Sho&amp;ve %1</source>
        <translation>&amp;Bousculer %1</translation>
    </message>
    <message>
        <source>Away from %1: %2 ft %3</source>
        <translation>À l&apos;opposé de %1&#xa0;: %2 ft vers %3</translation>
    </message>
    <message>
        <source>%1, critical success</source>
        <translation>%1, réussite critique</translation>
    </message>
    <message>
        <source>%1 (%2 stops it at %3 ft)</source>
        <translation>%1 (%2 l&apos;arrête au bout de %3 ft)</translation>
    </message>
    <message>
        <source>&amp;Grapple</source>
        <translation>Agri&amp;pper</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>Relâcher %1</translation>
    </message>
    <message>
        <source>&amp;Tumble Through</source>
        <translation>&amp;Traverser acrobatiquement</translation>
    </message>
    <message>
        <source>Don&apos;t Tumble</source>
        <translation>Ne pas traverser</translation>
    </message>
    <message>
        <source>%1 grapples %2</source>
        <translation>%1 agrippe %2</translation>
    </message>
    <message>
        <source>%1 grapples %2 (grappled); pf2e drags nobody: Release it before %1 moves</source>
        <translation>%1 agrippe %2 (agrippé)&#xa0;; en pf2e, on ne traîne personne&#xa0;: relâchez %2 avant que %1 ne se déplace</translation>
    </message>
    <message>
        <source>%1 grapples %2 (grappled): dragging %1 drags %2 along, each foot costing double</source>
        <translation>%1 agrippe %2 (agrippé)&#xa0;: glisser %1 traîne %2 avec lui, chaque pied coûtant double</translation>
    </message>
    <message>
        <source>No creature &quot;%1&quot;</source>
        <translation>Aucune créature «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 can&apos;t grapple itself</source>
        <translation>%1 ne peut pas s&apos;agripper lui-même</translation>
    </message>
    <message>
        <source>%1 is out of %2&apos;s reach</source>
        <translation>%1 est hors de l&apos;allonge de %2</translation>
    </message>
    <message>
        <source>%1 already grapples %2</source>
        <translation>%1 agrippe déjà %2</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t grapple %2</source>
        <translation>%1 n&apos;agrippe pas %2</translation>
    </message>
    <message>
        <source>%1 releases %2</source>
        <translation>%1 relâche %2</translation>
    </message>
    <message>
        <source>%1&apos;s next move doesn&apos;t tumble</source>
        <translation>Le prochain déplacement de %1 ne traverse pas acrobatiquement</translation>
    </message>
    <message>
        <source>%1&apos;s next move may tumble through %2&apos;s space (drag the token)</source>
        <translation>Le prochain déplacement de %1 peut traverser acrobatiquement l&apos;espace de %2 (glissez le pion)</translation>
    </message>
</context>
<context>
    <name>bm::HelpDialogs</name>
    <message>
        <source>The user guide is missing from this build.</source>
        <translation>Le guide d’utilisation manque dans cette version.</translation>
    </message>
    <message>
        <source>Battlemap User Guide</source>
        <translation>Guide d’utilisation de Battlemap</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>About Battlemap</source>
        <translation>À propos de Battlemap</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Battlemap %1&lt;/h3&gt;&lt;p&gt;A battle map with exact movement, cover and flanking for D&amp;amp;D 5e (2014, 2024), Level Up A5E and Pathfinder 2e.&lt;/p&gt;&lt;p&gt;Rules text from the SRD 5.1 and 5.2 (CC-BY-4.0, Wizards of the Coast).&lt;/p&gt;&lt;p&gt;This work includes material taken from the System Reference Document 5.1 (&quot;SRD 5.1&quot;) by Wizards of the Coast LLC and available at &lt;a href=&quot;https://dnd.wizards.com/resources/systems-reference-document&quot;&gt;https://dnd.wizards.com/resources/systems-reference-document&lt;/a&gt;. The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at &lt;a href=&quot;https://creativecommons.org/licenses/by/4.0/legalcode&quot;&gt;https://creativecommons.org/licenses/by/4.0/legalcode&lt;/a&gt;. The monster library&apos;s data comes from the 5e-bits/5e-database project (MIT).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Battlemap %1&lt;/h3&gt;&lt;p&gt;Une carte de bataille avec déplacements, abris et prises en tenaille exacts pour D&amp;amp;D 5e (2014, 2024), Level Up A5E et Pathfinder 2e.&lt;/p&gt;&lt;p&gt;Textes de règles tirés du SRD 5.1 et 5.2 (CC-BY-4.0, Wizards of the Coast).&lt;/p&gt;&lt;p&gt;This work includes material taken from the System Reference Document 5.1 (&quot;SRD 5.1&quot;) by Wizards of the Coast LLC and available at &lt;a href=&quot;https://dnd.wizards.com/resources/systems-reference-document&quot;&gt;https://dnd.wizards.com/resources/systems-reference-document&lt;/a&gt;. The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at &lt;a href=&quot;https://creativecommons.org/licenses/by/4.0/legalcode&quot;&gt;https://creativecommons.org/licenses/by/4.0/legalcode&lt;/a&gt;. Les données de la bibliothèque de monstres proviennent du projet 5e-bits/5e-database (MIT).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source>Move tool</source>
        <translation>Outil Déplacer</translation>
    </message>
    <message>
        <source>Map (any tool)</source>
        <translation>Carte (tout outil)</translation>
    </message>
    <message>
        <source>Move a creature along its cheapest legal path</source>
        <translation>Déplacer une créature par son chemin légal le moins coûteux</translation>
    </message>
    <message>
        <source>Drag the token</source>
        <translation>Glisser le pion</translation>
    </message>
    <message>
        <source>Place a creature anywhere on the map (the GM&apos;s override)</source>
        <translation>Placer une créature n&apos;importe où sur la carte (décision du MJ)</translation>
    </message>
    <message>
        <source>%1+drag</source>
        <comment>a key held while dragging</comment>
        <translation>%1+glisser</translation>
    </message>
    <message>
        <source>Route the selected creature&apos;s move through squares</source>
        <translation>Faire passer le déplacement de la créature choisie par des cases</translation>
    </message>
    <message>
        <source>Shift+click the squares, then drag the token</source>
        <translation>Maj+clic sur les cases, puis glisser le pion</translation>
    </message>
    <message>
        <source>Fly instead of walking, or land</source>
        <translation>Voler au lieu de marcher, ou se poser</translation>
    </message>
    <message>
        <source>Ctrl+drag</source>
        <comment>a key held while dragging</comment>
        <translation>Ctrl+glisser</translation>
    </message>
    <message>
        <source>Crawl instead of standing up first (a prone creature)</source>
        <translation>Ramper au lieu de se relever d&apos;abord (une créature à terre)</translation>
    </message>
    <message>
        <source>Shift+drag</source>
        <comment>a key held while dragging</comment>
        <translation>Maj+glisser</translation>
    </message>
    <message>
        <source>Cancel the drag: the token goes back</source>
        <translation>Annuler le glisser&#xa0;: le pion revient</translation>
    </message>
    <message>
        <source>Esc while dragging</source>
        <translation>Échap pendant le glisser</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Measure between squares or creatures</source>
        <translation>Mesurer entre des cases ou des créatures</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Glisser</translation>
    </message>
    <message>
        <source>Cover and Flanking</source>
        <translation>Abri et tenaille</translation>
    </message>
    <message>
        <source>Cover lines, flanking and the attack check</source>
        <translation>Lignes d&apos;abri, prise en tenaille et vérification d&apos;attaque</translation>
    </message>
    <message>
        <source>Click the attacker, then the target</source>
        <translation>Cliquer l&apos;attaquant, puis la cible</translation>
    </message>
    <message>
        <source>Area Template</source>
        <translation>Zone d&apos;effet</translation>
    </message>
    <message>
        <source>Place an area and aim it</source>
        <translation>Placer une zone et la viser</translation>
    </message>
    <message>
        <source>Press at the origin, drag to aim (Esc clears)</source>
        <translation>Appuyer à l&apos;origine, glisser pour viser (Échap efface)</translation>
    </message>
    <message>
        <source>Terrain Brush</source>
        <translation>Pinceau de terrain</translation>
    </message>
    <message>
        <source>Paint squares; a rectangle</source>
        <translation>Peindre des cases&#xa0;; un rectangle</translation>
    </message>
    <message>
        <source>Drag; Shift+drag</source>
        <translation>Glisser&#xa0;; Maj+glisser</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Erase terrain; a rectangle; walls</source>
        <translation>Effacer le terrain&#xa0;; un rectangle&#xa0;; des murs</translation>
    </message>
    <message>
        <source>Drag; Shift+drag; start the drag on a wall</source>
        <translation>Glisser&#xa0;; Maj+glisser&#xa0;; commencer le glisser sur un mur</translation>
    </message>
    <message>
        <source>Wall, Door</source>
        <translation>Mur, Porte</translation>
    </message>
    <message>
        <source>Draw a wall or a door; free ends</source>
        <translation>Tracer un mur ou une porte&#xa0;; extrémités libres</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner; Shift+drag</source>
        <translation>Glisser d&apos;un coin de la grille à un autre&#xa0;; Maj+glisser</translation>
    </message>
    <message>
        <source>Move, Wall, Door</source>
        <translation>Déplacer, Mur, Porte</translation>
    </message>
    <message>
        <source>Open or close a door</source>
        <translation>Ouvrir ou fermer une porte</translation>
    </message>
    <message>
        <source>Click the door</source>
        <translation>Cliquer la porte</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>Lumières</translation>
    </message>
    <message>
        <source>Place a light; move it; size it; remove it</source>
        <translation>Placer une lumière&#xa0;; la déplacer&#xa0;; la dimensionner&#xa0;; la retirer</translation>
    </message>
    <message>
        <source>Click; drag; Shift+drag; right-click</source>
        <translation>Clic&#xa0;; glisser&#xa0;; Maj+glisser&#xa0;; clic droit</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Brouillard de guerre</translation>
    </message>
    <message>
        <source>Reveal squares; hide them; paint instead of a rectangle</source>
        <translation>Révéler des cases&#xa0;; les cacher&#xa0;; peindre au lieu d&apos;un rectangle</translation>
    </message>
    <message>
        <source>Drag; Shift+drag; Ctrl+drag</source>
        <translation>Glisser&#xa0;; Maj+glisser&#xa0;; Ctrl+glisser</translation>
    </message>
    <message>
        <source>The creature&apos;s or the square&apos;s menu</source>
        <translation>Le menu de la créature ou de la case</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>Clic droit</translation>
    </message>
    <message>
        <source>Pan the map</source>
        <translation>Faire défiler la carte</translation>
    </message>
    <message>
        <source>Middle-drag, or Space+drag</source>
        <translation>Glisser avec le bouton du milieu, ou Espace+glisser</translation>
    </message>
    <message>
        <source>Zoom; scroll sideways</source>
        <translation>Zoomer&#xa0;; défiler de côté</translation>
    </message>
    <message>
        <source>Wheel; Shift+wheel</source>
        <translation>Molette&#xa0;; Maj+molette</translation>
    </message>
    <message>
        <source>Give a token a picture</source>
        <translation>Donner une image à un pion</translation>
    </message>
    <message>
        <source>Drop an image file on the token</source>
        <translation>Déposer un fichier image sur le pion</translation>
    </message>
    <message>
        <source>Push a creature the way it is dragged, away from the creature beside it (a Shove, a gust)</source>
        <translation>Pousser une créature dans le sens du glisser, à l&apos;opposé de la créature à côté d&apos;elle (Bousculer, une rafale)</translation>
    </message>
    <message>
        <source>Shift+Alt+drag</source>
        <comment>keys held while dragging</comment>
        <translation>Maj+Alt+glisser</translation>
    </message>
    <message>
        <source>Shove, Grapple, Release or Tumble Through</source>
        <translation>Bousculer, Agripper, Relâcher ou Traverser acrobatiquement</translation>
    </message>
    <message>
        <source>Right-click the token</source>
        <translation>Clic droit sur le pion</translation>
    </message>
</context>
<context>
    <name>bm::HideDialog</name>
    <message>
        <source>Hide %1</source>
        <translation>Se cacher&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Roll d20 − %1</source>
        <translation>&amp;Lancer d20 − %1</translation>
    </message>
    <message>
        <source>&amp;Roll d20 + %1</source>
        <translation>&amp;Lancer d20 + %1</translation>
    </message>
    <message>
        <source>&amp;Stealth total:</source>
        <translation>Total de &amp;Discrétion&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;neak (undetected)</source>
        <translation>Être &amp;furtif (non détecté)</translation>
    </message>
    <message>
        <source>The Hide action needs 15 or more.</source>
        <translation>L&apos;action Se cacher demande 15 ou plus.</translation>
    </message>
</context>
<context>
    <name>bm::HttpGate</name>
    <message>
        <source>A connection from %1 was closed to make room for another</source>
        <translation>Une connexion de %1 a été fermée pour faire place à une autre</translation>
    </message>
    <message>
        <source>A request from %1 was refused: its head is over %2 bytes</source>
        <translation>Une requête de %1 a été refusée&#xa0;: son en-tête dépasse %2 octets</translation>
    </message>
    <message>
        <source>A request from %1 was refused: over %2 header lines</source>
        <translation>Une requête de %1 a été refusée&#xa0;: plus de %2 lignes d&apos;en-tête</translation>
    </message>
    <message>
        <source>A request from %1 was refused: %2</source>
        <translation>Une requête de %1 a été refusée&#xa0;: %2</translation>
    </message>
    <message>
        <source>A connection from %1 was refused: a page from another site</source>
        <translation>Une connexion de %1 a été refusée&#xa0;: une page d&apos;un autre site</translation>
    </message>
    <message>
        <source>A connection from %1 was closed: an unmasked WebSocket frame</source>
        <translation>Une connexion de %1 a été fermée&#xa0;: une trame WebSocket non masquée</translation>
    </message>
</context>
<context>
    <name>bm::InitiativeDock</name>
    <message>
        <source>End combat</source>
        <translation>Terminer le combat</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Retarder</translation>
    </message>
    <message>
        <source>Only tied creatures can change places; set the initiative to move a creature.</source>
        <translation>Seules les créatures à égalité peuvent échanger ; fixez l’initiative pour déplacer une créature.</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Initiative of %1:</source>
        <translation>Initiative de %1 :</translation>
    </message>
    <message>
        <source>Set initiative</source>
        <translation>Fixer l’initiative</translation>
    </message>
    <message>
        <source>Roll Initiative</source>
        <translation>Jeter l’initiative</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Jeter l’initiative</translation>
    </message>
    <message>
        <source>Roll with Advantage</source>
        <translation>Jeter avec avantage</translation>
    </message>
    <message>
        <source>Roll with Disadvantage</source>
        <translation>Jeter avec désavantage</translation>
    </message>
    <message>
        <source>Initiative Check</source>
        <translation>Test d’initiative</translation>
    </message>
    <message>
        <source>Initiative check</source>
        <translation>Test d’initiative</translation>
    </message>
    <message>
        <source>Act Now (End Delay)</source>
        <translation>Agir maintenant (fin du retard)</translation>
    </message>
    <message>
        <source>End delay</source>
        <translation>Fin du retard</translation>
    </message>
    <message>
        <source>Ready an Action…</source>
        <translation>Préparer une action…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Préparer</translation>
    </message>
    <message>
        <source>Trigger:</source>
        <translation>Déclencheur :</translation>
    </message>
    <message>
        <source>Readied Action Goes Off</source>
        <translation>Déclencher l’action préparée</translation>
    </message>
    <message>
        <source>Readied action</source>
        <translation>Action préparée</translation>
    </message>
    <message>
        <source>Ride</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Monter en selle</translation>
    </message>
    <message>
        <source>Dismount</source>
        <translation>Descendre de selle</translation>
    </message>
    <message>
        <source>Remove from Combat</source>
        <translation>Retirer du combat</translation>
    </message>
    <message>
        <source>Remove from combat</source>
        <translation>Retirer du combat</translation>
    </message>
    <message>
        <source>Add to Combat</source>
        <translation>Ajouter au combat</translation>
    </message>
    <message>
        <source>Add to combat</source>
        <translation>Ajouter au combat</translation>
    </message>
    <message>
        <source>Start combat</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <source>Reorder tie</source>
        <translation>Réordonner l’égalité</translation>
    </message>
    <message>
        <source>World Action</source>
        <translation>Action du monde</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Recharge (N–6, 0 for none):</source>
        <translation>Recharge (N–6, 0 pour aucune) :</translation>
    </message>
    <message>
        <source>Add world action</source>
        <translation>Ajouter une action du monde</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Compte à rebours</translation>
    </message>
    <message>
        <source>Dice in the pool (d6):</source>
        <translation>Dés dans la réserve (d6) :</translation>
    </message>
    <message>
        <source>Remove dice showing at least (6, 5 or 4):</source>
        <translation>Retirer les dés montrant au moins (6, 5 ou 4) :</translation>
    </message>
    <message>
        <source>Add countdown</source>
        <translation>Ajouter un compte à rebours</translation>
    </message>
    <message>
        <source>Use world action</source>
        <translation>Utiliser l’action du monde</translation>
    </message>
    <message>
        <source>delaying</source>
        <translation>retarde</translation>
    </message>
    <message>
        <source>readied</source>
        <translation>préparée</translation>
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
        <translation>%1 ft restants</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>dying %1</source>
        <translation>mourant %1</translation>
    </message>
    <message>
        <source>stable</source>
        <translation>stable</translation>
    </message>
    <message>
        <source>saves %1✓ %2✗</source>
        <translation>jets %1✓ %2✗</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1&lt;/b&gt; · %2 · %3&apos;s turn</source>
        <translation>&lt;b&gt;Manche %1&lt;/b&gt; · %2 · au tour de %3</translation>
    </message>
    <message>
        <source>Combat over after round %1 (%2)</source>
        <translation>Combat terminé après la manche %1 (%2)</translation>
    </message>
    <message>
        <source>Not in combat: Start rolls initiative for every creature.</source>
        <translation>Hors combat : « Commencer » jette l’initiative de chaque créature.</translation>
    </message>
    <message>
        <source>End Combat</source>
        <translation>Terminer le combat</translation>
    </message>
    <message>
        <source>Start Combat</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <source>d20 %1, %2</source>
        <translation>d20 %1, %2</translation>
    </message>
    <message>
        <source>%1 (Recharge %2–6): %3</source>
        <translation>%1 (Recharge %2–6) : %3</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prête</translation>
    </message>
    <message>
        <source>used</source>
        <translation>utilisée</translation>
    </message>
    <message>
        <source>%1: world action</source>
        <translation>%1 : action du monde</translation>
    </message>
    <message>
        <source>Double-click: the world uses it</source>
        <translation>Double-clic : le monde l’utilise</translation>
    </message>
    <message>
        <source>Countdown %1: ended</source>
        <translation>Compte à rebours %1 : terminé</translation>
    </message>
    <message>
        <source>Countdown %1: %2 d6 (removes %3–6)</source>
        <translation>Compte à rebours %1 : %2 d6 (retire %3–6)</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>&amp;Start Combat</source>
        <translation>&amp;Commencer le combat</translation>
    </message>
    <message>
        <source>E&amp;nd Combat</source>
        <translation>&amp;Terminer le combat</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>Tour &amp;suivant</translation>
    </message>
    <message>
        <source>End this turn and start the next one (durations tick, dying creatures save)</source>
        <translation>Finir ce tour et commencer le suivant (les durées s’écoulent, les mourants font leur jet)</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>Tour &amp;précédent</translation>
    </message>
    <message>
        <source>De&amp;lay</source>
        <translation>&amp;Retarder</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>World Action…</source>
        <translation>Action du monde…</translation>
    </message>
    <message>
        <source>Countdown…</source>
        <translation>Compte à rebours…</translation>
    </message>
    <message>
        <source>Advantage:</source>
        <translation>Avantage :</translation>
    </message>
    <message>
        <source>A5E: the side that started the fight may roll initiative with advantage</source>
        <translation>A5E : le camp qui a déclenché le combat peut jeter l’initiative avec avantage</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>the party</source>
        <translation>le groupe</translation>
    </message>
    <message>
        <source>the hostiles</source>
        <translation>les hostiles</translation>
    </message>
    <message>
        <source>Move Up within the Tie</source>
        <translation>Monter dans l’égalité</translation>
    </message>
    <message>
        <source>Move Down within the Tie</source>
        <translation>Descendre dans l’égalité</translation>
    </message>
</context>
<context>
    <name>bm::InviteDialog</name>
    <message>
        <source>Invite Players</source>
        <translation>Inviter les joueurs</translation>
    </message>
    <message>
        <source>Each player opens their link on a phone, tablet or laptop on this network and sees the map as their character knows it. The links work while this window&apos;s server runs.</source>
        <translation>Chaque joueur ouvre son lien sur un téléphone, une tablette ou un portable de ce réseau et voit la carte telle que son personnage la connaît. Les liens fonctionnent tant que le serveur de cette fenêtre tourne.</translation>
    </message>
    <message>
        <source>This network (%1)</source>
        <translation>Ce réseau (%1)</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Cet ordinateur seulement (127.0.0.1)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>un port libre</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connectés</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Lien</translation>
    </message>
    <message>
        <source>&amp;Copy Link</source>
        <translation>&amp;Copier le lien</translation>
    </message>
    <message>
        <source>&amp;Renew Link</source>
        <translation>&amp;Renouveler le lien</translation>
    </message>
    <message>
        <source>A new link for this seat: the old one stops working at once</source>
        <translation>Un nouveau lien pour cette place : l&apos;ancien cesse aussitôt de fonctionner</translation>
    </message>
    <message>
        <source>Can&apos;t listen on %1, port %2: another program may use it. Pick another port.</source>
        <translation>Impossible d&apos;écouter sur %1, port %2 : un autre programme l&apos;utilise peut-être. Choisissez un autre port.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message numerus="yes">
        <source>Serving on port %1: %n device(s) connected</source>
        <translation>
            <numerusform>En service sur le port %1 : %n appareil connecté</numerusform>
            <numerusform>En service sur le port %1 : %n appareils connectés</numerusform>
        </translation>
    </message>
    <message>
        <source>Not serving: press Start</source>
        <translation>Arrêté : appuyez sur Démarrer</translation>
    </message>
    <message>
        <source>The whole party</source>
        <translation>Tout le groupe</translation>
    </message>
    <message>
        <source>Start the server to get the links</source>
        <translation>Démarrez le serveur pour obtenir les liens</translation>
    </message>
</context>
<context>
    <name>bm::KeepAreaDialog</name>
    <message>
        <source>Keep Area on Map</source>
        <translation>Garder la zone sur la carte</translation>
    </message>
    <message>
        <source>The %1 stays on the map as an effect until it ends: the engine uses its terrain for movement and sight while it lasts.</source>
        <translation>Le gabarit (%1) reste sur la carte comme effet jusqu’à sa fin : le déplacement et la vue tiennent compte de son terrain tant qu’il dure.</translation>
    </message>
    <message>
        <source>Fog Cloud, Spike Growth, Web…</source>
        <translation>Nappe de brouillard, Croissance d’épines, Toile d’araignée…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>until ended</source>
        <translation>jusqu’à la fin</translation>
    </message>
    <message>
        <source>&amp;Lasts:</source>
        <translation>&amp;Durée :</translation>
    </message>
    <message>
        <source>at the start of</source>
        <translation>au début du</translation>
    </message>
    <message>
        <source>at the end of</source>
        <translation>à la fin du</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>tour de %1</translation>
    </message>
    <message>
        <source>&amp;Counts down:</source>
        <translation>&amp;Décompte :</translation>
    </message>
    <message>
        <source>&amp;Difficult terrain</source>
        <translation>&amp;Terrain difficile</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terrain :</translation>
    </message>
    <message>
        <source>not obscured</source>
        <translation>visibilité normale</translation>
    </message>
    <message>
        <source>lightly obscured</source>
        <translation>zone à visibilité réduite</translation>
    </message>
    <message>
        <source>heavily obscured</source>
        <translation>zone à visibilité nulle</translation>
    </message>
    <message>
        <source>&amp;Sight:</source>
        <translation>&amp;Vue :</translation>
    </message>
    <message>
        <source>&amp;Keep on Map</source>
        <translation>&amp;Garder sur la carte</translation>
    </message>
    <message>
        <source>Co&amp;ncentration (ends when %1&apos;s concentration ends)</source>
        <translation>Co&amp;ncentration (prend fin avec la concentration de %1)</translation>
    </message>
    <message>
        <source>Co&amp;ncentration</source>
        <translation>Co&amp;ncentration</translation>
    </message>
    <message>
        <source>Only in a fight: the creature whose turn it is concentrates on the area</source>
        <translation>Seulement en combat : la créature dont c’est le tour se concentre sur la zone</translation>
    </message>
    <message numerus="yes">
        <source> round(s)</source>
        <translation>
            <numerusform> round</numerusform>
            <numerusform> rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::LightTool</name>
    <message>
        <source>Torch (20 ft, dim 20 ft)</source>
        <translation>Torche (20 ft, faible 20 ft)</translation>
    </message>
    <message>
        <source>Lantern, hooded (30 ft, dim 30 ft)</source>
        <translation>Lanterne à capote (30 ft, faible 30 ft)</translation>
    </message>
    <message>
        <source>Lantern, bullseye (60 ft, dim 60 ft)</source>
        <translation>Lanterne sourde (60 ft, faible 60 ft)</translation>
    </message>
    <message>
        <source>Candle (5 ft, dim 5 ft)</source>
        <translation>Bougie (5 ft, faible 5 ft)</translation>
    </message>
    <message>
        <source>Light cantrip (20 ft, dim 20 ft)</source>
        <translation>Sort mineur Lumière (20 ft, faible 20 ft)</translation>
    </message>
    <message>
        <source>Daylight spell (60 ft, dim 60 ft)</source>
        <translation>Sort Lumière du jour (60 ft, faible 60 ft)</translation>
    </message>
    <message>
        <source>Light: click to place, drag to move, Shift+drag to size, right-click to remove</source>
        <translation>Lumière : cliquer pour poser, glisser pour déplacer, Maj+glisser pour dimensionner, clic droit pour retirer</translation>
    </message>
    <message>
        <source>Remove Light</source>
        <translation>Retirer la lumière</translation>
    </message>
    <message>
        <source>Add Light</source>
        <translation>Poser une lumière</translation>
    </message>
    <message>
        <source>Light placed at %1, %2: bright %3 ft, dim %4 ft more</source>
        <translation>Lumière posée en %1, %2 : vive %3 ft, faible %4 ft de plus</translation>
    </message>
    <message>
        <source>Light at %1, %2</source>
        <translation>Lumière en %1, %2</translation>
    </message>
    <message>
        <source>Light: bright %1 ft, dim %2 ft more</source>
        <translation>Lumière : vive %1 ft, faible %2 ft de plus</translation>
    </message>
    <message>
        <source>Move Light</source>
        <translation>Déplacer la lumière</translation>
    </message>
    <message>
        <source>Size Light</source>
        <translation>Dimensionner la lumière</translation>
    </message>
</context>
<context>
    <name>bm::MainWindow</name>
    <message>
        <source>Drag a token to move it; the path, its cost and any opportunity attacks show as you drag.</source>
        <translation>Faites glisser un jeton pour le déplacer&#xa0;; le chemin, son coût et les attaques d&apos;opportunité s&apos;affichent pendant le glissement.</translation>
    </message>
    <message>
        <source>Attack profile for the ruler and the cover inspector</source>
        <translation>Profil d&apos;attaque pour la règle et l&apos;inspecteur d&apos;abri</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Reach this turn</source>
        <translation>Atteignable ce tour-ci</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 action</translation>
    </message>
    <message>
        <source>2 actions</source>
        <translation>2 actions</translation>
    </message>
    <message>
        <source>3 actions</source>
        <translation>3 actions</translation>
    </message>
    <message>
        <source>within speed</source>
        <translation>dans la vitesse</translation>
    </message>
    <message>
        <source>with Dash</source>
        <translation>avec Foncer</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>blue: within speed; orange: needs Dash; hatched: squeezing; ! opportunity attack</source>
        <translation>bleu&#xa0;: dans la vitesse&#xa0;; orange&#xa0;: il faut Foncer&#xa0;; hachuré&#xa0;: à l&apos;étroit&#xa0;; ! attaque d&apos;opportunité</translation>
    </message>
    <message>
        <source>Cover lines</source>
        <translation>Lignes d&apos;abri</translation>
    </message>
    <message>
        <source>green: clear; red: wall or blocked square; orange: object; purple: creature</source>
        <translation>vert&#xa0;: dégagé&#xa0;; rouge&#xa0;: mur ou case bloquée&#xa0;; orange&#xa0;: objet&#xa0;; violet&#xa0;: créature</translation>
    </message>
    <message>
        <source>%1[*] — Battlemap</source>
        <translation>%1[*] — Battlemap</translation>
    </message>
    <message>
        <source>Can&apos;t open encounter</source>
        <translation>Impossible d&apos;ouvrir la rencontre</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 contient des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <source>Open Encounter</source>
        <translation>Ouvrir une rencontre</translation>
    </message>
    <message>
        <source>Battlemap encounters (*.battlemap.json *.json)</source>
        <translation>Rencontres Battlemap (*.battlemap.json *.json)</translation>
    </message>
    <message>
        <source>Can&apos;t save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save Encounter</source>
        <translation>Enregistrer la rencontre</translation>
    </message>
    <message>
        <source>Battlemap encounters (*.battlemap.json)</source>
        <translation>Rencontres Battlemap (*.battlemap.json)</translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation>Exporter la carte</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Can&apos;t export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>What the terrain brush paints</source>
        <translation>Ce que peint le pinceau de terrain</translation>
    </message>
    <message>
        <source>Set Background Image</source>
        <translation>Définir l&apos;image de fond</translation>
    </message>
    <message>
        <source>Can&apos;t use this image</source>
        <translation>Image inutilisable</translation>
    </message>
    <message>
        <source>There is no background image to calibrate: File → Set Background Image… first</source>
        <translation>Aucune image de fond à calibrer&#xa0;: d&apos;abord Fichier → Définir l&apos;image de fond…</translation>
    </message>
    <message>
        <source>Background calibrated: %1 pixels per square</source>
        <translation>Image de fond calibrée&#xa0;: %1 pixels par case</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Import Map</source>
        <translation>Importer une carte</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt)</source>
        <translation>Cartes Universal VTT (*.dd2vtt *.uvtt *.df2vtt)</translation>
    </message>
    <message>
        <source>Import cancelled; the map is unchanged</source>
        <translation>Import annulé ; la carte est inchangée</translation>
    </message>
    <message>
        <source>Can&apos;t import map</source>
        <translation>Impossible d’importer la carte</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %2 x %3 squares, %n wall(s)</source>
        <translation>
            <numerusform>%1 importé : %2 x %3 cases, %n mur</numerusform>
            <numerusform>%1 importé : %2 x %3 cases, %n murs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <translation>
            <numerusform>%n porte</numerusform>
            <numerusform>%n portes</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import Map…</source>
        <translation>&amp;Importer une carte…</translation>
    </message>
    <message>
        <source>Imported Object Outlines Block Movement</source>
        <translation>Les contours d’objets importés bloquent le déplacement</translation>
    </message>
    <message>
        <source>Object outlines of imported maps block movement as well as sight</source>
        <translation>Les contours d’objets des cartes importées bloquent le déplacement comme la vue</translation>
    </message>
    <message>
        <source>Dama&amp;ge</source>
        <translation>&amp;Dégâts</translation>
    </message>
    <message>
        <source>Deal the amount in the combatant panel to its creature (or to the one whose turn it is)</source>
        <translation>Infliger le montant du panneau du combattant à sa créature (ou à celle dont c’est le tour)</translation>
    </message>
    <message>
        <source>&amp;Heal</source>
        <translation>S&amp;oigner</translation>
    </message>
    <message>
        <source>Heal the creature in the combatant panel by its amount</source>
        <translation>Soigner la créature du panneau du combattant de ce montant</translation>
    </message>
    <message>
        <source>Autosave Interva&amp;l…</source>
        <translation>Intervalle d’enre&amp;gistrement automatique…</translation>
    </message>
    <message>
        <source>How often unsaved changes are kept in a recovery file</source>
        <translation>Fréquence à laquelle les modifications non enregistrées sont conservées dans un fichier de récupération</translation>
    </message>
    <message>
        <source>Can&apos;t open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Exported %1 at %2 pixels a square (%3x%4 pixels): the map is too big for %5</source>
        <translation>%1 exportée à %2 pixels par case (%3x%4 pixels) : la carte est trop grande pour %5</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Enregistrement automatique</translation>
    </message>
    <message>
        <source>Keep unsaved changes in a recovery file every … seconds (0: never):</source>
        <translation>Conserver les modifications non enregistrées dans un fichier de récupération toutes les … secondes (0 : jamais) :</translation>
    </message>
    <message numerus="yes">
        <source>Autosave every %n second(s)</source>
        <translation>
            <numerusform>Enregistrement automatique toutes les %n seconde</numerusform>
            <numerusform>Enregistrement automatique toutes les %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>L’enregistrement automatique est désactivé</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>jamais enregistrée</translation>
    </message>
    <message>
        <source>• %1 (%2), autosaved %3</source>
        <translation>• %1 (%2), enregistrée automatiquement le %3</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Restaurer les modifications non enregistrées ?</translation>
    </message>
    <message>
        <source>Battlemap did not close properly last time. Unsaved changes were kept for:

%1

Restore the newest? Discard deletes the recovery files.</source>
        <translation>Battlemap ne s’est pas fermé correctement la dernière fois. Des modifications non enregistrées ont été conservées pour :

%1

Restaurer les plus récentes ? Abandonner supprime les fichiers de récupération.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Restored unsaved changes: save them to keep them</source>
        <translation>Modifications non enregistrées restaurées : enregistrez-les pour les garder</translation>
    </message>
    <message>
        <source>Can&apos;t restore</source>
        <translation>Restauration impossible</translation>
    </message>
    <message>
        <source>Not an encounter, and not an image Battlemap can read: %1</source>
        <translation>Ni une rencontre, ni une image que Battlemap sait lire : %1</translation>
    </message>
    <message>
        <source>%1 · %2×%3 squares of %4 ft</source>
        <translation>%1 · %2×%3 cases de %4 ft</translation>
    </message>
    <message>
        <source>New Encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <source>Change encounter settings</source>
        <translation>Modifier les réglages de la rencontre</translation>
    </message>
    <message>
        <source>Best speed</source>
        <translation>Meilleure vitesse</translation>
    </message>
    <message>
        <source>How dragged creatures move: each one&apos;s best speed (flying when it flies), or the mode picked here. Hold Ctrl while dragging to fly instead of walking, or to land.</source>
        <translation>Comment se déplacent les créatures glissées : chacune à sa meilleure vitesse (en volant si elle vole) ou selon le mode choisi ici. Maintenez Ctrl pendant le glissement pour voler au lieu de marcher, ou pour atterrir.</translation>
    </message>
    <message>
        <source>Put every panel back in its place beside the map</source>
        <translation>Remettre chaque panneau à sa place à côté de la carte</translation>
    </message>
    <message>
        <source>Combat has not started: no creature&apos;s turn</source>
        <translation>Le combat n’a pas commencé : ce n’est le tour de personne</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 utilise %2</translation>
    </message>
    <message>
        <source>Combat has not started</source>
        <translation>Le combat n’a pas commencé</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Background calibrated: %1 pixels per square; the map is now %2 x %3 squares</source>
        <translation>Fond calibré : %1 pixels par case ; la carte fait maintenant %2 x %3 cases</translation>
    </message>
    <message>
        <source>Can&apos;t fit the grid to the image</source>
        <translation>Impossible d’ajuster la grille à l’image</translation>
    </message>
    <message>
        <source>Reset La&amp;yout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <source>Can&apos;t use this picture for a token: %1</source>
        <translation>Impossible d’utiliser cette image pour un pion : %1</translation>
    </message>
    <message>
        <source>%1 has a new token picture (Undo brings the old one back)</source>
        <translation>%1 a une nouvelle image de pion (Annuler rétablit l’ancienne)</translation>
    </message>
    <message>
        <source>Select a creature first</source>
        <translation>Choisissez d’abord une créature</translation>
    </message>
    <message>
        <source>%1 at %2 ft</source>
        <translation>%1 à %2 ft</translation>
    </message>
    <message>
        <source>No creature in the area: place an area template first (Map → Area Template)</source>
        <translation>Aucune créature dans la zone : placer d&apos;abord une zone d&apos;effet (Carte → Zone d&apos;effet)</translation>
    </message>
    <message>
        <source>Damage all in area</source>
        <translation>Dégâts à toute la zone</translation>
    </message>
    <message numerus="yes">
        <source>Damage dealt to %n creature(s) in the area</source>
        <translation>
            <numerusform>Dégâts infligés à %n créature dans la zone</numerusform>
            <numerusform>Dégâts infligés à %n créatures dans la zone</numerusform>
        </translation>
    </message>
    <message>
        <source>Damage All in &amp;Area…</source>
        <translation>Dégâts à toute la &amp;zone…</translation>
    </message>
    <message>
        <source>Roll the area&apos;s damage once; each creature in the template saves and takes its share</source>
        <translation>Lancer les dégâts de la zone une fois ; chaque créature dans le gabarit fait son jet de sauvegarde et subit sa part</translation>
    </message>
    <message>
        <source>What a click with the Light tool places</source>
        <translation>Ce que pose un clic avec l’outil Lumières</translation>
    </message>
    <message>
        <source>&amp;Player View</source>
        <translation>Vue des &amp;joueurs</translation>
    </message>
    <message>
        <source>Open the players&apos; screen: the map and what the party sees, for a second screen or a projector</source>
        <translation>Ouvrir l’écran des joueurs : la carte et ce que voit le groupe, pour un second écran ou un projecteur</translation>
    </message>
    <message>
        <source>Show Fog of &amp;War</source>
        <translation>Afficher le &amp;brouillard de guerre</translation>
    </message>
    <message>
        <source>Tint the squares the players don&apos;t see (darker: never seen; lighter: seen before)</source>
        <translation>Teinter les cases que les joueurs ne voient pas (plus sombre : jamais vues ; plus clair : vues auparavant)</translation>
    </message>
    <message>
        <source>&amp;Fog of War</source>
        <translation>&amp;Brouillard de guerre</translation>
    </message>
    <message>
        <source>&amp;Reveal or Hide Squares</source>
        <translation>&amp;Révéler ou cacher des cases</translation>
    </message>
    <message>
        <source>Reveal &amp;All</source>
        <translation>&amp;Tout révéler</translation>
    </message>
    <message>
        <source>Reset &amp;Explored Squares</source>
        <translation>&amp;Oublier les cases explorées</translation>
    </message>
    <message>
        <source>Forget what the party has seen before; what it sees now stays</source>
        <translation>Oublier ce que le groupe a vu auparavant ; ce qu’il voit maintenant reste</translation>
    </message>
    <message>
        <source>&amp;Dynamic Fog (from Sight)</source>
        <translation>Brouillard &amp;dynamique (selon la vue)</translation>
    </message>
    <message>
        <source>On: the players see what the party&apos;s creatures see; off: only what you reveal</source>
        <translation>Activé : les joueurs voient ce que voient les créatures du groupe ; désactivé : seulement ce que vous révélez</translation>
    </message>
    <message>
        <source>Drag a rectangle to reveal squares to the players, Shift-drag to hide them; hold Ctrl to paint them instead</source>
        <translation>Glisser un rectangle révèle des cases aux joueurs, Maj+glisser les cache ; avec Ctrl, on les peint</translation>
    </message>
    <message>
        <source>Place an area template first (Map → Area Template)</source>
        <translation>Placez d’abord une zone d’effet (Carte → Zone d’effet)</translation>
    </message>
    <message>
        <source>Keep %1 on the map</source>
        <translation>Garder %1 sur la carte</translation>
    </message>
    <message>
        <source>Can&apos;t keep the area on the map: %1</source>
        <translation>Impossible de garder la zone sur la carte : %1</translation>
    </message>
    <message>
        <source>%1 is on the map</source>
        <translation>%1 est sur la carte</translation>
    </message>
    <message>
        <source>&amp;Keep Area on Map…</source>
        <translation>&amp;Garder la zone sur la carte…</translation>
    </message>
    <message>
        <source>The area template stays on the map as an effect with a duration and the terrain it carries</source>
        <translation>La zone d’effet reste sur la carte comme effet avec une durée et le terrain qu’elle porte</translation>
    </message>
    <message>
        <source>Link the background image</source>
        <translation>Lier l&apos;image de fond</translation>
    </message>
    <message>
        <source>Embed the background image</source>
        <translation>Intégrer l&apos;image de fond</translation>
    </message>
    <message>
        <source>Import cancelled; the open encounter is unchanged</source>
        <translation>Importation annulée ; la rencontre ouverte reste inchangée</translation>
    </message>
    <message>
        <source>Open a Universal VTT map (Dungeondraft, DungeonFog, Dungeon Alchemist) as a new encounter: image, grid, walls and doors</source>
        <translation>Ouvrir une carte Universal VTT (Dungeondraft, DungeonFog, Dungeon Alchemist) comme nouvelle rencontre : image, grille, murs et portes</translation>
    </message>
    <message>
        <source>%1 to %2, %3</source>
        <translation>%1 en %2, %3</translation>
    </message>
    <message>
        <source>%1 moved from %2, %3 to %4, %5. The file says: %6</source>
        <translation>%1 déplacé de %2, %3 en %4, %5. Le fichier indique : %6</translation>
    </message>
    <message>
        <source>Moved onto the map (the file put them over its edge): %1</source>
        <translation>Replacé sur la carte (le fichier le mettait au-delà du bord) : %1</translation>
    </message>
    <message>
        <source>Creatures moved onto the map</source>
        <translation>Créatures replacées sur la carte</translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) in %1 stood partly or wholly off the map. Each was moved to the nearest free place where it fits; nothing else changed. Save to keep the new places.</source>
        <translation>
            <numerusform>%n créature de %1 se trouvait en partie ou entièrement hors de la carte. Elle a été déplacée à la place libre la plus proche où elle tient ; rien d’autre n&apos;a changé. Enregistrez pour garder la nouvelle place.</numerusform>
            <numerusform>%n créatures de %1 se trouvaient en partie ou entièrement hors de la carte. Chacune a été déplacée à la place libre la plus proche où elle tient ; rien d’autre n&apos;a changé. Enregistrez pour garder les nouvelles places.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1+drag places a token freely</source>
        <translation>%1+glisser place un pion librement</translation>
    </message>
    <message>
        <source>Place &amp;Freely With</source>
        <translation>Placer &amp;librement avec</translation>
    </message>
    <message>
        <source>%1+drag</source>
        <comment>the modifier held while dragging a token</comment>
        <translation>%1+glisser</translation>
    </message>
    <message>
        <source>Hold %1 while dragging a token to place it anywhere on the map (the GM&apos;s override)</source>
        <translation>Maintenir %1 en glissant un pion pour le placer n&apos;importe où sur la carte (décision du MJ)</translation>
    </message>
    <message>
        <source>Select and drag creatures along their cheapest legal path (%1: place freely)</source>
        <translation>Sélectionner et faire glisser les créatures par leur chemin légal le moins coûteux (%1&#xa0;: placer librement)</translation>
    </message>
    <message>
        <source>Switch the ruleset to %1</source>
        <translation>Passer au système de règles %1</translation>
    </message>
    <message>
        <source>Light (View → Show Lighting)</source>
        <translation>Lumière (Affichage → Afficher l’éclairage)</translation>
    </message>
    <message>
        <source>bright</source>
        <translation>vive</translation>
    </message>
    <message>
        <source>dim: shaded</source>
        <translation>faible : ombrée</translation>
    </message>
    <message>
        <source>dark: shaded darker and hatched</source>
        <translation>obscurité : plus sombre et hachurée</translation>
    </message>
</context>
<context>
    <name>bm::MonsterLibraryDock</name>
    <message>
        <source>Import Creature Templates</source>
        <translation>Importer des modèles de créature</translation>
    </message>
    <message>
        <source>Creature templates (*.json)</source>
        <translation>Modèles de créature (*.json)</translation>
    </message>
    <message>
        <source>Pick a monster or template in the library to export</source>
        <translation>Choisissez un monstre ou un modèle de la bibliothèque à exporter</translation>
    </message>
    <message>
        <source>Export Creature Template</source>
        <translation>Exporter un modèle de créature</translation>
    </message>
    <message>
        <source>template</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>CR</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Any CR</source>
        <translation>Tout FP</translation>
    </message>
    <message>
        <source>CR %1</source>
        <translation>FP %1</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Toute taille</translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation>Très petite</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Très grande</translation>
    </message>
    <message>
        <source>Gargantuan</source>
        <translation>Gigantesque</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Tout type</translation>
    </message>
    <message>
        <source>My templates</source>
        <translation>Mes modèles</translation>
    </message>
    <message>
        <source>Monster Library</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <source>Search monsters, e.g. adult red dragon</source>
        <translation>Chercher un monstre, p. ex. adult red dragon</translation>
    </message>
    <message>
        <source>Challenge rating</source>
        <translation>Facteur de puissance</translation>
    </message>
    <message>
        <source>Creature type</source>
        <translation>Type de créature</translation>
    </message>
    <message>
        <source>Save as Template</source>
        <translation>Enregistrer comme modèle</translation>
    </message>
    <message>
        <source>Save the creature selected on the map as a template in your library</source>
        <translation>Enregistrer la créature sélectionnée sur la carte comme modèle dans votre bibliothèque</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Add creature template files to your library</source>
        <translation>Ajouter des fichiers de modèles de créature à votre bibliothèque</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save the picked monster or template as a template file</source>
        <translation>Enregistrer le monstre ou le modèle choisi comme fichier de modèle</translation>
    </message>
    <message>
        <source>&lt;small&gt;Monsters from the System Reference Document 5.1 by Wizards of the Coast LLC, &lt;a href=&quot;https://creativecommons.org/licenses/by/4.0/legalcode&quot;&gt;CC-BY-4.0&lt;/a&gt;.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Monstres du System Reference Document 5.1 de Wizards of the Coast LLC, &lt;a href=&quot;https://creativecommons.org/licenses/by/4.0/legalcode&quot;&gt;CC-BY-4.0&lt;/a&gt;.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Drop the monster on the map to add it</source>
        <translation>Déposez le monstre sur la carte pour l’ajouter</translation>
    </message>
    <message>
        <source>No free space on the map for %1</source>
        <translation>Pas de place libre sur la carte pour %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Added %1 at (%2, %3)</source>
        <translation>%1 ajouté en (%2, %3)</translation>
    </message>
    <message>
        <source>Select a creature on the map to save it as a template</source>
        <translation>Sélectionnez une créature sur la carte pour l’enregistrer comme modèle</translation>
    </message>
    <message>
        <source>Can&apos;t create the template folder %1</source>
        <translation>Impossible de créer le dossier de modèles %1</translation>
    </message>
    <message>
        <source>Saved %1 as a template</source>
        <translation>%1 enregistré comme modèle</translation>
    </message>
    <message>
        <source>Imported the template %1</source>
        <translation>Modèle %1 importé</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 exporté vers %2</translation>
    </message>
    <message>
        <source>Drag a monster onto the map to add it, or double-click it to add it in the middle of the map view</source>
        <translation>Faites glisser un monstre sur la carte pour l’ajouter, ou double-cliquez dessus pour l’ajouter au milieu de la vue</translation>
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
        <source>needs %n actions: too far this turn</source>
        <translation>
            <numerusform>demande %n action&#xa0;: trop loin pour ce tour</numerusform>
            <numerusform>demande %n actions&#xa0;: trop loin pour ce tour</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2 ft</source>
        <translation>%1 / %2 ft</translation>
    </message>
    <message>
        <source>%1 / %2 ft, Dash</source>
        <translation>%1 / %2 ft, Foncer</translation>
    </message>
    <message>
        <source>%1 ft: more than %2 ft even with Dash</source>
        <translation>%1 ft&#xa0;: plus de %2 ft, même avec Foncer</translation>
    </message>
    <message>
        <source>%1 can&apos;t move (speed 0)</source>
        <translation>%1 ne peut pas se déplacer (vitesse 0)</translation>
    </message>
    <message numerus="yes">
        <source>, provokes %n opportunity attack(s)</source>
        <translation>
            <numerusform>, provoque %n attaque d&apos;opportunité</numerusform>
            <numerusform>, provoque %n attaques d&apos;opportunité</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, squeezes %n step(s)</source>
        <translation>
            <numerusform>, %n case à l&apos;étroit</numerusform>
            <numerusform>, %n cases à l&apos;étroit</numerusform>
        </translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <source>placed freely (GM override)</source>
        <translation>placé librement (décision du MJ)</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>%1 placed at %2, %3 (GM override)</source>
        <translation>%1 placé en %2, %3 (décision du MJ)</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>%1 moved: %2</source>
        <translation>%1 déplacé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Can&apos;t move %1 there: %2</source>
        <translation>Impossible de déplacer %1 ici&#xa0;: %2</translation>
    </message>
    <message>
        <source>waypoint %1: %2</source>
        <translation>point de passage %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Waypoint %1 set for %2; drag the token to finish the move</source>
        <translation>Point de passage %1 posé pour %2&#xa0;; faites glisser le jeton pour finir le déplacement</translation>
    </message>
    <message numerus="yes">
        <source>needs %n actions: more than are left this turn</source>
        <translation>
            <numerusform>nécessite %n action : plus qu’il n’en reste ce tour</numerusform>
            <numerusform>nécessite %n actions : plus qu’il n’en reste ce tour</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2 ft left</source>
        <translation>%1 / %2 ft restants</translation>
    </message>
    <message>
        <source>%1 ft: more than the %2 ft left this turn</source>
        <translation>%1 ft : plus que les %2 ft restants ce tour</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1 : </translation>
    </message>
    <message>
        <source>stands up, then %1</source>
        <translation>se relève, puis %1</translation>
    </message>
    <message>
        <source>crawls: %1</source>
        <translation>rampe : %1</translation>
    </message>
    <message>
        <source>Move cancelled</source>
        <translation>Déplacement annulé</translation>
    </message>
    <message>
        <source>%1 rides %2, which moves on its own: drag %2, or dismount first</source>
        <translation>%1 monte %2, qui se déplace seul&#xa0;: déplacez %2, ou mettez d&apos;abord pied à terre</translation>
    </message>
    <message>
        <source>%1 carries %2: %3</source>
        <translation>%1 porte %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 can&apos;t tumble through its own space</source>
        <translation>%1 ne peut pas traverser acrobatiquement son propre espace</translation>
    </message>
    <message>
        <source>%1 can&apos;t drag %2: in pf2e a grappled creature is moved by Reposition (a push), not dragged; release it first</source>
        <translation>%1 ne peut pas traîner %2&#xa0;: en pf2e, une créature agrippée se déplace avec Repositionner (une poussée), on ne la traîne pas&#xa0;; relâchez-la d&apos;abord</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t grapple %2</source>
        <translation>%1 n&apos;agrippe pas %2</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t have the grappled condition</source>
        <translation>%1 n&apos;a pas l&apos;état agrippé</translation>
    </message>
    <message>
        <source>drags %1 to %2, %3: %4</source>
        <translation>traîne %1 jusqu&apos;en %2, %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>tumbles through %1: %2</source>
        <translation>traverse acrobatiquement %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Push %1: drag it the way it is pushed</source>
        <translation>Pousser %1&#xa0;: le glisser dans le sens de la poussée</translation>
    </message>
    <message>
        <source>No push: the token was dropped where it stands</source>
        <translation>Pas de poussée&#xa0;: le pion a été lâché là où il se trouve</translation>
    </message>
</context>
<context>
    <name>bm::PlayerWindow</name>
    <message>
        <source>Screen %1: %2 (%3×%4)</source>
        <translation>Écran %1 : %2 (%3×%4)</translation>
    </message>
    <message>
        <source>Battlemap — Player View</source>
        <translation>Battlemap — Vue des joueurs</translation>
    </message>
    <message>
        <source>Player View</source>
        <translation>Vue des joueurs</translation>
    </message>
    <message>
        <source>Follow the GM&apos;s View</source>
        <translation>Suivre la vue du MJ</translation>
    </message>
    <message>
        <source>Full Screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Full screen on the screen picked beside it (F11 or Esc to leave)</source>
        <translation>Plein écran sur l’écran choisi à côté (F11 ou Échap pour quitter)</translation>
    </message>
    <message>
        <source>Show what the GM&apos;s map shows; off: follow the party</source>
        <translation>Montrer ce que montre la carte du MJ ; désactivé : suivre le groupe</translation>
    </message>
    <message>
        <source>Follow the Party</source>
        <translation>Suivre le groupe</translation>
    </message>
    <message>
        <source>Keep the party&apos;s tokens and their names in view as they move; off: pan with the mouse and zoom with the wheel here</source>
        <translation>Garder les pions du groupe et leurs noms en vue quand ils bougent ; désactivé : déplacer à la souris et zoomer à la molette ici</translation>
    </message>
</context>
<context>
    <name>bm::RulerTool</name>
    <message>
        <source>Measure only</source>
        <translation>Mesure seule</translation>
    </message>
    <message>
        <source>Melee, reach 5 ft</source>
        <translation>Corps à corps, allonge 5 ft</translation>
    </message>
    <message>
        <source>Melee, reach 10 ft</source>
        <translation>Corps à corps, allonge 10 ft</translation>
    </message>
    <message>
        <source>Thrown, 20/60 ft</source>
        <translation>Arme de lancer, 20/60 ft</translation>
    </message>
    <message>
        <source>Shortbow, 80/320 ft</source>
        <translation>Arc court, 80/320 ft</translation>
    </message>
    <message>
        <source>Longbow, 150/600 ft</source>
        <translation>Arc long, 150/600 ft</translation>
    </message>
    <message>
        <source>Spell, 120 ft</source>
        <translation>Sort, 120 ft</translation>
    </message>
    <message>
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <source>%1: in reach</source>
        <translation>%1&#xa0;: dans l&apos;allonge</translation>
    </message>
    <message>
        <source>%1: out of reach</source>
        <translation>%1&#xa0;: hors d&apos;allonge</translation>
    </message>
    <message>
        <source>%1: normal range</source>
        <translation>%1&#xa0;: portée normale</translation>
    </message>
    <message>
        <source>%1: long range (disadvantage)</source>
        <translation>%1&#xa0;: portée longue (désavantage)</translation>
    </message>
    <message>
        <source>%1: out of range</source>
        <translation>%1&#xa0;: hors de portée</translation>
    </message>
    <message>
        <source>out of</source>
        <translation>hors</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>portée longue</translation>
    </message>
</context>
<context>
    <name>bm::SeatMove</name>
    <message>
        <source>the whole party&apos;s screen has no creature of its own</source>
        <translation>l&apos;écran du groupe n&apos;a pas de créature à lui</translation>
    </message>
    <message>
        <source>the seat&apos;s creature is not on the map</source>
        <translation>la créature de cette place n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <source>the GM moves the tokens (Table → Players May)</source>
        <translation>le MJ déplace les pions (Table → Les joueurs peuvent)</translation>
    </message>
    <message>
        <source>it is not %1&apos;s turn</source>
        <translation>ce n&apos;est pas le tour de %1</translation>
    </message>
    <message>
        <source>the seat has no creature on the map</source>
        <translation>cette place n&apos;a pas de créature sur la carte</translation>
    </message>
    <message>
        <source>[%1, %2] is off the map</source>
        <translation>[%1, %2] est hors de la carte</translation>
    </message>
    <message>
        <source>%1 rides a mount that moves on its own</source>
        <translation>%1 chevauche une monture qui se déplace seule</translation>
    </message>
    <message>
        <source>%1 knows no way to [%2, %3]</source>
        <translation>%1 ne connaît aucun chemin vers [%2, %3]</translation>
    </message>
    <message>
        <source>[%1, %2] is too far for %3 this turn</source>
        <translation>[%1, %2] est trop loin pour %3 ce tour-ci</translation>
    </message>
    <message>
        <source>the way to [%1, %2] is blocked by what %3 doesn&apos;t see</source>
        <translation>le chemin vers [%1, %2] est bloqué par ce que %3 ne voit pas</translation>
    </message>
    <message numerus="yes">
        <source>%1 ft, %n action(s)</source>
        <translation>
            <numerusform>%1 pi, %n action</numerusform>
            <numerusform>%1 pi, %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ft</source>
        <translation>%1 pi</translation>
    </message>
    <message>
        <source>, Dash</source>
        <translation>, Foncer</translation>
    </message>
    <message numerus="yes">
        <source>, provokes %n opportunity attack(s)</source>
        <translation>
            <numerusform>, provoque %n attaque d&apos;opportunité</numerusform>
            <numerusform>, provoque %n attaques d&apos;opportunité</numerusform>
        </translation>
    </message>
    <message>
        <source>no door there</source>
        <translation>pas de porte ici</translation>
    </message>
    <message>
        <source>%1 is not next to that door</source>
        <translation>%1 n&apos;est pas à côté de cette porte</translation>
    </message>
    <message>
        <source>the door is locked</source>
        <translation>la porte est verrouillée</translation>
    </message>
    <message>
        <source>stopped at %1, %2 by %3</source>
        <translation>arrêté en %1, %2 par %3</translation>
    </message>
</context>
<context>
    <name>bm::SeekTool</name>
    <message>
        <source>Seek: 30-ft cone from %1</source>
        <translation>Chercher&#xa0;: cône de 30 ft depuis %1</translation>
    </message>
    <message>
        <source>Seek: 15-ft emanation around %1</source>
        <translation>Chercher&#xa0;: émanation de 15 ft autour de %1</translation>
    </message>
    <message>
        <source>Seek: move the mouse away from %1 to aim the cone (Esc gives up)</source>
        <translation>Chercher&#xa0;: éloignez la souris de %1 pour viser le cône (Échap abandonne)</translation>
    </message>
    <message numerus="yes">
        <source>Seek: %n creature(s) in the cone; click to seek there (Esc gives up)</source>
        <translation>
            <numerusform>Chercher&#xa0;: %n créature dans le cône&#xa0;; cliquez pour y chercher (Échap abandonne)</numerusform>
            <numerusform>Chercher&#xa0;: %n créatures dans le cône&#xa0;; cliquez pour y chercher (Échap abandonne)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::StatBlockDock</name>
    <message>
        <source>melee, reach %1</source>
        <translation>corps à corps, allonge %1</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corps à corps</translation>
    </message>
    <message>
        <source>ranged, %1/%2 ft.</source>
        <translation>à distance, %1/%2 ft.</translation>
    </message>
    <message>
        <source>Pick the target on the map first</source>
        <translation>Choisissez d&apos;abord la cible sur la carte</translation>
    </message>
    <message>
        <source>Attack given up</source>
        <translation>Attaque abandonnée</translation>
    </message>
    <message>
        <source>The encounter changed: pick the attack again</source>
        <translation>La rencontre a changé&#xa0;: choisissez à nouveau l’attaque</translation>
    </message>
    <message>
        <source>Select a creature on the map to read its stat block.</source>
        <translation>Sélectionnez une créature sur la carte pour lire son profil.</translation>
    </message>
    <message>
        <source>Armor Class</source>
        <translation>Classe d&apos;armure</translation>
    </message>
    <message>
        <source>none (can&apos;t be attacked)</source>
        <translation>aucune (ne peut pas être attaqué)</translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>%1 (now %2)</source>
        <translation>%1 (actuellement %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Click the target on the map (Esc gives up).</source>
        <translation>Cliquez sur la cible sur la carte (Échap abandonne).</translation>
    </message>
    <message>
        <source>%1 attacks with %2: click the target</source>
        <translation>%1 attaque avec %2&#xa0;: cliquez sur la cible</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3</source>
        <translation>%1 attaque %2 avec %3</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Type the d20 the player rolled (and the damage dice, one number a die), then press Use These Rolls.</source>
        <translation>Saisissez le d20 lancé par le joueur (et les dés de dégâts, un nombre par dé), puis appuyez sur « Utiliser ces jets ».</translation>
    </message>
    <message>
        <source>%1 is not a result of a d%2: check the typed numbers</source>
        <translation>%1 n&apos;est pas un résultat d&apos;un d%2&#xa0;: vérifiez les nombres saisis</translation>
    </message>
    <message>
        <source>Not enough dice typed: this attack needs more numbers (the d20s first, then each damage die).</source>
        <translation>Pas assez de dés saisis&#xa0;: cette attaque demande plus de nombres (les d20 d’abord, puis chaque dé de dégâts).</translation>
    </message>
    <message numerus="yes">
        <source>%n typed number(s) left over: this attack rolls fewer dice.</source>
        <translation>
            <numerusform>%n nombre saisi en trop&#xa0;: cette attaque lance moins de dés.</numerusform>
            <numerusform>%n nombres saisis en trop&#xa0;: cette attaque lance moins de dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Distance: %1 ft</source>
        <translation>Distance&#xa0;: %1 ft</translation>
    </message>
    <message>
        <source>Advantage: %1</source>
        <translation>Avantage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Disadvantage: %1</source>
        <translation>Désavantage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cover: +%1 AC</source>
        <translation>Abri&#xa0;: +%1 CA</translation>
    </message>
    <message>
        <source>Target is off-guard (-2 AC)</source>
        <translation>La cible est prise au dépourvu (-2 CA)</translation>
    </message>
    <message>
        <source>Target is off-guard (-2 AC): %1</source>
        <translation>La cible est prise au dépourvu (-2 CA)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Attack penalty: %1</source>
        <translation>Pénalité d&apos;attaque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Multiple attack penalty: %1</source>
        <translation>Pénalité d&apos;attaques multiples&#xa0;: %1</translation>
    </message>
    <message>
        <source>Flat check: %1 against DC %2, %3</source>
        <translation>Test nu&#xa0;: %1 contre DD %2, %3</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed: the Strike is lost</source>
        <translation>raté&#xa0;: la Frappe est perdue</translation>
    </message>
    <message>
        <source>d20: %1</source>
        <translation>d20&#xa0;: %1</translation>
    </message>
    <message>
        <source>(advantage, %1 kept)</source>
        <translation>(avantage, %1 gardé)</translation>
    </message>
    <message>
        <source>(disadvantage, %1 kept)</source>
        <translation>(désavantage, %1 gardé)</translation>
    </message>
    <message>
        <source>Expertise die d%1: %2</source>
        <translation>Dé d&apos;expertise d%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>coup critique</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touché</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>raté</translation>
    </message>
    <message>
        <source>Total %1 (bonus %2) against AC %3: %4</source>
        <translation>Total %1 (bonus %2) contre CA %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 %2: [%3] = %4</source>
        <translation>%1 %2&#xa0;: [%3] = %4</translation>
    </message>
    <message>
        <source>→ %1 (%2)</source>
        <translation>→ %1 (%2)</translation>
    </message>
    <message>
        <source>after defences</source>
        <translation>après défenses</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>Dégâts&#xa0;: %1</translation>
    </message>
    <message>
        <source>Can&apos;t apply: %1</source>
        <translation>Impossible d’appliquer&#xa0;: %1</translation>
    </message>
    <message>
        <source>No attack to apply</source>
        <translation>Aucune attaque à appliquer</translation>
    </message>
    <message>
        <source>The attacker or the target is gone</source>
        <translation>L&apos;attaquant ou la cible n&apos;est plus là</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attaque %2</translation>
    </message>
    <message>
        <source>Applied (Undo takes it back).</source>
        <translation>Appliqué (Annuler le reprend).</translation>
    </message>
    <message>
        <source>Stat Block</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>&amp;d20:</source>
        <translation>&amp;d20&#xa0;:</translation>
    </message>
    <message>
        <source>Da&amp;mage dice:</source>
        <translation>Dés de dé&amp;gâts&#xa0;:</translation>
    </message>
    <message>
        <source>Each damage die as rolled, e.g. &quot;4&quot; for 1d6+2 or &quot;3 5&quot; for 2d6 (empty: the engine rolls the damage)</source>
        <translation>Chaque dé de dégâts tel que lancé, p. ex. « 4 » pour 1d6+2 ou « 3 5 » pour 2d6 (vide&#xa0;: le programme lance les dégâts)</translation>
    </message>
    <message>
        <source>&amp;Use These Rolls</source>
        <translation>&amp;Utiliser ces jets</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>Deal the result through the tracker: one undo step, logged</source>
        <translation>Appliquer le résultat via le suivi de combat&#xa0;: une étape d’annulation, journalisée</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Roll it myself</source>
        <translation>Je lance moi-même</translation>
    </message>
    <message>
        <source>Type the dice the player rolled at the table; the engine does the rest</source>
        <translation>Saisissez les dés lancés par le joueur à la table&#xa0;; le programme fait le reste</translation>
    </message>
    <message>
        <source>Multiattack</source>
        <translation>Attaques multiples</translation>
    </message>
    <message>
        <source>(its attacks in any order: %1)</source>
        <translation>(ses attaques dans n&apos;importe quel ordre : %1)</translation>
    </message>
    <message>
        <source>Pick each attack from the Attacks list above.</source>
        <translation>Choisir chaque attaque dans la liste des attaques ci-dessus.</translation>
    </message>
    <message>
        <source>%1 skipped.</source>
        <translation>%1 passée.</translation>
    </message>
    <message numerus="yes">
        <source>Multiattack: all %n attack(s) made.</source>
        <translation>
            <numerusform>Attaques multiples : %n attaque faite.</numerusform>
            <numerusform>Attaques multiples : les %n attaques faites.</numerusform>
        </translation>
    </message>
    <message>
        <source>Multiattack: attack %1 of %2 — %3</source>
        <translation>Attaques multiples : attaque %1 sur %2 — %3</translation>
    </message>
    <message>
        <source>Multiattack: the sequence can&apos;t be read (%1); its attacks are offered without one.</source>
        <translation>Attaques multiples : la séquence est illisible (%1) ; ses attaques sont proposées sans ordre.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Multiattack: leave this attack out and go on to the next</source>
        <translation>Attaques multiples : passer cette attaque et aller à la suivante</translation>
    </message>
    <message>
        <source>d20: %1 (typed: the die kept with advantage)</source>
        <translation>d20&#xa0;: %1 (saisi&#xa0;: le dé gardé avec avantage)</translation>
    </message>
    <message>
        <source>d20: %1 (typed: the die kept with disadvantage)</source>
        <translation>d20&#xa0;: %1 (saisi&#xa0;: le dé gardé avec désavantage)</translation>
    </message>
    <message>
        <source>Taken back (Redo deals it again).</source>
        <translation>Repris (Rétablir l&apos;applique de nouveau).</translation>
    </message>
    <message>
        <source>The d20 the player rolled; with advantage or disadvantage both dice, or only the one kept; a pf2e flat check first</source>
        <translation>Le d20 lancé par le joueur&#xa0;; avec avantage ou désavantage les deux dés, ou seulement celui gardé&#xa0;; un test nu pf2e en premier</translation>
    </message>
    <message>
        <source>%1 is underwater: its weapon attacks follow the underwater rules</source>
        <translation>%1 est sous l&apos;eau&#xa0;: ses attaques avec une arme suivent les règles du combat sous l&apos;eau</translation>
    </message>
    <message>
        <source>%1 is underwater: it resists fire damage</source>
        <translation>%1 est sous l&apos;eau&#xa0;: il résiste aux dégâts de feu</translation>
    </message>
    <message numerus="yes">
        <source>Planned turn: done (%n attack(s) made or skipped).</source>
        <translation>
            <numerusform>Tour planifié&#xa0;: terminé (%n attaque faite ou passée).</numerusform>
            <numerusform>Tour planifié&#xa0;: terminé (%n attaques faites ou passées).</numerusform>
        </translation>
    </message>
    <message>
        <source>Planned turn: attack %1 of %2 — %3 at %4</source>
        <translation>Tour planifié&#xa0;: attaque %1 sur %2 — %3 contre %4</translation>
    </message>
</context>
<context>
    <name>bm::StealthActions</name>
    <message>
        <source>Seek given up</source>
        <translation>Recherche abandonnée</translation>
    </message>
    <message>
        <source>That creature is no longer on the map</source>
        <translation>Cette créature n&apos;est plus sur la carte</translation>
    </message>
    <message>
        <source>pf2e has no Search: Seek from the token&apos;s menu</source>
        <translation>pf2e n&apos;a pas de Chercher (Search)&#xa0;: utilisez Chercher (Seek) dans le menu du pion</translation>
    </message>
    <message>
        <source>Seek is pf2e&apos;s: the 5e family searches (Search on the token&apos;s menu)</source>
        <translation>Chercher (Seek) appartient à pf2e&#xa0;: la famille 5e cherche (Chercher dans le menu du pion)</translation>
    </message>
    <message>
        <source>It is not hidden: nothing to reveal</source>
        <translation>Il n&apos;est pas caché&#xa0;: rien à révéler</translation>
    </message>
    <message>
        <source>Can&apos;t seek there: %1</source>
        <translation>Impossible de chercher là&#xa0;: %1</translation>
    </message>
    <message>
        <source>No push can be made that way</source>
        <translation>Aucune poussée possible dans cette direction</translation>
    </message>
    <message>
        <source>Hi&amp;de or Sneak…</source>
        <translation>&amp;Se cacher ou Être furtif…</translation>
    </message>
    <message>
        <source>Hi&amp;de…</source>
        <translation>&amp;Se cacher…</translation>
    </message>
    <message>
        <source>A Stealth check, rolled or typed: %1 becomes hidden from those it beats</source>
        <translation>Un test de Discrétion, lancé ou saisi&#xa0;: %1 devient caché aux yeux de ceux qu&apos;il surpasse</translation>
    </message>
    <message>
        <source>Sea&amp;rch</source>
        <translation>C&amp;hercher</translation>
    </message>
    <message>
        <source>A Perception check: finds the hidden creatures in sight whose Stealth it equals or beats</source>
        <translation>Un test de Perception&#xa0;: repère les créatures cachées en vue dont il égale ou surpasse la Discrétion</translation>
    </message>
    <message>
        <source>S&amp;eek…</source>
        <translation>C&amp;hercher…</translation>
    </message>
    <message>
        <source>A 30-ft cone: aim it with the mouse, click to seek there</source>
        <translation>Un cône de 30 ft&#xa0;: le viser avec la souris, cliquer pour y chercher</translation>
    </message>
    <message>
        <source>Seek &amp;Around (15 ft)</source>
        <translation>Chercher a&amp;utour (15 ft)</translation>
    </message>
    <message>
        <source>A 15-ft emanation around %1</source>
        <translation>Une émanation de 15 ft autour de %1</translation>
    </message>
    <message>
        <source>Re&amp;veal %1</source>
        <translation>&amp;Révéler %1</translation>
    </message>
    <message>
        <source>It spoke, it stepped into the light: no longer hidden from anyone</source>
        <translation>Il a parlé, il est entré dans la lumière&#xa0;: plus caché aux yeux de personne</translation>
    </message>
    <message>
        <source>%1 is not hidden</source>
        <translation>%1 n&apos;est pas caché</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>%1 se cache</translation>
    </message>
    <message>
        <source>%1 searches</source>
        <translation>%1 cherche</translation>
    </message>
    <message>
        <source>Seek: aim the 30-ft cone from %1 with the mouse and click (Esc gives up)</source>
        <translation>Chercher&#xa0;: visez le cône de 30 ft depuis %1 avec la souris et cliquez (Échap abandonne)</translation>
    </message>
    <message>
        <source>%1 seeks</source>
        <translation>%1 cherche</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>Révéler %1</translation>
    </message>
</context>
<context>
    <name>bm::StrokeTool</name>
    <message>
        <source>%1 x %2 squares</source>
        <translation>%1 x %2 cases</translation>
    </message>
</context>
<context>
    <name>bm::SummaryController</name>
    <message>
        <source>Print Summary</source>
        <translation>Imprimer le résumé</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Summary</source>
        <translation>Exporter le résumé</translation>
    </message>
    <message>
        <source>Can&apos;t export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
</context>
<context>
    <name>bm::TableController</name>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Invite Players…</source>
        <translation>&amp;Inviter les joueurs…</translation>
    </message>
    <message>
        <source>Serve the map to the players&apos; own devices, each seeing what their character knows</source>
        <translation>Servir la carte sur les appareils des joueurs, chacun voyant ce que son personnage sait</translation>
    </message>
    <message>
        <source>&amp;Players May</source>
        <translation>Les &amp;joueurs peuvent</translation>
    </message>
    <message>
        <source>Only &amp;Watch</source>
        <translation>Seulement &amp;regarder</translation>
    </message>
    <message>
        <source>Players see their map; only the GM moves tokens and opens doors</source>
        <translation>Les joueurs voient leur carte ; seul le MJ déplace les pions et ouvre les portes</translation>
    </message>
    <message>
        <source>Act on Their &amp;Turn</source>
        <translation>Agir à leur &amp;tour</translation>
    </message>
    <message>
        <source>Players move their own token and open doors on their turn, or any time out of combat</source>
        <translation>Les joueurs déplacent leur pion et ouvrent les portes à leur tour, ou à tout moment hors combat</translation>
    </message>
    <message>
        <source>&amp;Ask Me First</source>
        <translation>&amp;Me demander d&apos;abord</translation>
    </message>
    <message>
        <source>Each move or door a player asks for waits for the GM to allow it</source>
        <translation>Chaque déplacement ou porte demandé par un joueur attend l&apos;accord du MJ</translation>
    </message>
    <message>
        <source>A Player Asks</source>
        <translation>Un joueur demande</translation>
    </message>
    <message>
        <source>&amp;Allow</source>
        <translation>&amp;Autoriser</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>&amp;Refuser</translation>
    </message>
</context>
<context>
    <name>bm::TableReferee</name>
    <message>
        <source>a seat moves only its own creature</source>
        <translation>une place ne déplace que sa propre créature</translation>
    </message>
    <message>
        <source>%1&apos;s player asks to move to %2, %3 (%4).</source>
        <translation>Le joueur de %1 demande à aller en %2, %3 (%4).</translation>
    </message>
    <message>
        <source>Move %1 (player)</source>
        <translation>Déplacer %1 (joueur)</translation>
    </message>
    <message>
        <source>%1 moved (player): %2</source>
        <translation>%1 déplacé (joueur) : %2</translation>
    </message>
    <message>
        <source>%1&apos;s player asks to open or close a door.</source>
        <translation>Le joueur de %1 demande à ouvrir ou fermer une porte.</translation>
    </message>
    <message>
        <source>%1 opens a door (player)</source>
        <translation>%1 ouvre une porte (joueur)</translation>
    </message>
    <message>
        <source>%1 closes a door (player)</source>
        <translation>%1 ferme une porte (joueur)</translation>
    </message>
    <message>
        <source>%1 opened a door (player)</source>
        <translation>%1 a ouvert une porte (joueur)</translation>
    </message>
    <message>
        <source>%1 closed a door (player)</source>
        <translation>%1 a fermé une porte (joueur)</translation>
    </message>
    <message>
        <source>the GM said no</source>
        <translation>le MJ a refusé</translation>
    </message>
    <message>
        <source>The party</source>
        <translation>Le groupe</translation>
    </message>
    <message>
        <source>%1 points at %2, %3</source>
        <translation>%1 désigne %2, %3</translation>
    </message>
    <message>
        <source>%1 tries a locked door (player)</source>
        <translation>%1 essaie une porte verrouillée (joueur)</translation>
    </message>
    <message>
        <source>%1 tried a locked door (player)</source>
        <translation>%1 a essayé une porte verrouillée (joueur)</translation>
    </message>
</context>
<context>
    <name>bm::TableServer</name>
    <message>
        <source>a binary message</source>
        <translation>un message binaire</translation>
    </message>
    <message>
        <source>Refused from %1: %2</source>
        <translation>Refusé de %1 : %2</translation>
    </message>
    <message>
        <source>a message over %1 bytes</source>
        <translation>un message de plus de %1 octets</translation>
    </message>
    <message>
        <source>too many messages</source>
        <translation>trop de messages</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>the first message must be hello with the seat&apos;s key</source>
        <translation>le premier message doit être hello avec la clé de la place</translation>
    </message>
    <message>
        <source>no such seat (a wrong, revoked or renewed key)</source>
        <translation>aucune place de ce nom (une clé fausse, révoquée ou renouvelée)</translation>
    </message>
    <message>
        <source>a malformed &quot;%1&quot; message</source>
        <translation>un message « %1 » mal formé</translation>
    </message>
    <message>
        <source>the GM moves the tokens</source>
        <translation>le MJ déplace les pions</translation>
    </message>
    <message>
        <source>a message of a type this server doesn&apos;t know</source>
        <translation>un message d&apos;un type que ce serveur ne connaît pas</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more refused)</source>
        <translation>
            <numerusform>%1 (et %n autre refusée)</numerusform>
            <numerusform>%1 (et %n autres refusées)</numerusform>
        </translation>
    </message>
    <message>
        <source>too many players connected</source>
        <translation>trop de joueurs connectés</translation>
    </message>
    <message>
        <source>the GM closed this seat</source>
        <translation>le MJ a fermé cette place</translation>
    </message>
    <message>
        <source>the GM gave this seat a new link</source>
        <translation>le MJ a donné un nouveau lien à cette place</translation>
    </message>
</context>
<context>
    <name>bm::TerrainBrushTool</name>
    <message>
        <source>Paint %1</source>
        <translation>Peindre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing to paint: those squares already have %1</source>
        <translation>Rien à peindre&#xa0;: ces cases sont déjà «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>Painted %n square(s) of %1</source>
        <translation>
            <numerusform>%1&#xa0;: %n case peinte</numerusform>
            <numerusform>%1&#xa0;: %n cases peintes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bm::TurnPlanCard</name>
    <message>
        <source>Do It</source>
        <translation>Exécuter</translation>
    </message>
    <message>
        <source>Make the move (one undo step with the attacks), then each attack in the Stat Block panel: rolled, or with the dice rolled at the table, applied as you confirm (Return on the map)</source>
        <translation>Effectuer le déplacement (une seule étape d&apos;annulation avec les attaques), puis chaque attaque dans le panneau Profil&#xa0;: lancée, ou avec les dés lancés à la table, appliquée à votre confirmation (Entrée sur la carte)</translation>
    </message>
    <message>
        <source>Other Options</source>
        <translation>Autres options</translation>
    </message>
    <message>
        <source>The next best plan, and after the last the best again (O on the map)</source>
        <translation>Le plan suivant du classement, et après le dernier de nouveau le meilleur (O sur la carte)</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Leave this creature&apos;s plan out and go on to the next hostile (S on the map)</source>
        <translation>Passer le plan de cette créature et aller à la créature hostile suivante (S sur la carte)</translation>
    </message>
    <message>
        <source>Dismiss: take the plan off the map (Esc)</source>
        <translation>Fermer&#xa0;: retirer le plan de la carte (Échap)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>bm::TurnPlanner</name>
    <message>
        <source>%1 %</source>
        <comment>a hit chance</comment>
        <translation>%1&#xa0;%</translation>
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
        <translation>P&amp;lanifier le tour</translation>
    </message>
    <message>
        <source>Where the creature whose turn it is should move and whom it should attack, by the damage it can expect to deal and to take; the plan shows on the map and in the Combatant panel</source>
        <translation>Où la créature dont c&apos;est le tour devrait se déplacer et qui elle devrait attaquer, d&apos;après les dégâts qu&apos;elle peut espérer infliger et subir&#xa0;; le plan s&apos;affiche sur la carte et dans le panneau Combattant</translation>
    </message>
    <message>
        <source>Plan Turn (P): where the creature whose turn it is should move and whom it should attack</source>
        <translation>Planifier le tour (P)&#xa0;: où la créature dont c&apos;est le tour devrait se déplacer et qui elle devrait attaquer</translation>
    </message>
    <message>
        <source>Plan the &amp;Round</source>
        <translation>Planifier la &amp;manche</translation>
    </message>
    <message>
        <source>Every hostile&apos;s plan in initiative order, each as if the ones before had moved; Do It or Skip each</source>
        <translation>Le plan de chaque créature hostile dans l&apos;ordre d&apos;initiative, chacun comme si les précédentes s&apos;étaient déjà déplacées&#xa0;; Exécuter ou Passer pour chacun</translation>
    </message>
    <message>
        <source>&amp;Do It</source>
        <translation>&amp;Exécuter</translation>
    </message>
    <message>
        <source>Make the plan shown: the move, then each attack in the Stat Block panel (Return on the map)</source>
        <translation>Exécuter le plan affiché&#xa0;: le déplacement, puis chaque attaque dans le panneau Profil (Entrée sur la carte)</translation>
    </message>
    <message>
        <source>Other &amp;Options</source>
        <translation>&amp;Autres options</translation>
    </message>
    <message>
        <source>The next best plan (O on the map)</source>
        <translation>Le plan suivant du classement (O sur la carte)</translation>
    </message>
    <message>
        <source>Sk&amp;ip This Plan</source>
        <translation>Passer ce pla&amp;n</translation>
    </message>
    <message>
        <source>Plan the Round: leave this creature&apos;s plan out and go on to the next hostile (S on the map)</source>
        <translation>Planifier la manche&#xa0;: passer le plan de cette créature et aller à la créature hostile suivante (S sur la carte)</translation>
    </message>
    <message>
        <source>Plan T&amp;urn for %1</source>
        <translation>P&amp;lanifier le tour de %1</translation>
    </message>
    <message>
        <source>Plan Turn: start combat (the plan is for the creature whose turn it is) or select a creature</source>
        <translation>Planifier le tour&#xa0;: commencez le combat (le plan est pour la créature dont c&apos;est le tour) ou sélectionnez une créature</translation>
    </message>
    <message>
        <source>The plan for %1 is shown: Do It makes it, Other Options shows the next best, Esc takes it away</source>
        <translation>Le plan de %1 est affiché&#xa0;: Exécuter l&apos;effectue, Autres options montre le suivant, Échap le retire</translation>
    </message>
    <message>
        <source>Plan the Round: no hostile creature on the map</source>
        <translation>Planifier la manche&#xa0;: aucune créature hostile sur la carte</translation>
    </message>
    <message numerus="yes">
        <source>The round planned for %n hostile(s): Do It or Skip each in turn</source>
        <translation>
            <numerusform>Manche planifiée pour %n créature hostile&#xa0;: Exécuter ou Passer</numerusform>
            <numerusform>Manche planifiée pour %n créatures hostiles&#xa0;: Exécuter ou Passer pour chacune, à tour de rôle</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: opportunity attack, %2</source>
        <translation>%1&#xa0;: attaque d&apos;opportunité, %2</translation>
    </message>
    <message>
        <source>Plan for %1 (option %2 of %3)</source>
        <translation>Plan pour %1 (option %2 sur %3)</translation>
    </message>
    <message>
        <source>Plan for %1</source>
        <translation>Plan pour %1</translation>
    </message>
    <message>
        <source>Plan the Round: %1 of %2, %3 (option %4 of %5)</source>
        <translation>Planifier la manche&#xa0;: %1 sur %2, %3 (option %4 sur %5)</translation>
    </message>
    <message>
        <source>Plan the Round: %1 of %2, %3</source>
        <translation>Planifier la manche&#xa0;: %1 sur %2, %3</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>passé</translation>
    </message>
    <message>
        <source>can&apos;t be planned</source>
        <translation>impossible à planifier</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Plan dismissed</source>
        <translation>Plan retiré</translation>
    </message>
    <message>
        <source>No other option: this is the only plan</source>
        <translation>Aucune autre option&#xa0;: c&apos;est le seul plan</translation>
    </message>
    <message>
        <source>Option %1 of %2</source>
        <translation>Option %1 sur %2</translation>
    </message>
    <message>
        <source>The round&apos;s plans are done</source>
        <translation>Les plans de la manche sont terminés</translation>
    </message>
    <message>
        <source>%1 stays where it is: nothing to do</source>
        <translation>%1 reste sur place&#xa0;: rien à faire</translation>
    </message>
    <message>
        <source>%1&apos;s planned turn</source>
        <translation>Tour planifié de %1</translation>
    </message>
    <message>
        <source>more than is left of its turn</source>
        <translation>plus qu&apos;il ne lui reste de son tour</translation>
    </message>
    <message>
        <source>the move is refused (%1)</source>
        <translation>le déplacement est refusé (%1)</translation>
    </message>
    <message>
        <source>Can&apos;t make %1&apos;s planned move: %2</source>
        <translation>Impossible d&apos;effectuer le déplacement planifié de %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves as planned: %n opportunity attack(s) logged for you to roll</source>
        <translation>
            <numerusform>%1 se déplace comme prévu&#xa0;: %n attaque d&apos;opportunité inscrite au journal, à vous de la lancer</numerusform>
            <numerusform>%1 se déplace comme prévu&#xa0;: %n attaques d&apos;opportunité inscrites au journal, à vous de les lancer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves as planned</source>
        <translation>%1 se déplace comme prévu</translation>
    </message>
    <message>
        <source>%1&apos;s planned turn is done (one Undo takes back its move and the attacks applied)</source>
        <translation>Le tour planifié de %1 est terminé (un seul Annuler reprend son déplacement et les attaques appliquées)</translation>
    </message>
    <message>
        <source>The turn has moved on: the plan is taken off the map</source>
        <translation>Le tour est passé&#xa0;: le plan est retiré de la carte</translation>
    </message>
    <message>
        <source>%1 → %2 %3, %4</source>
        <comment>attack, target, hit chance, expected damage</comment>
        <translation>%1 → %2 %3, %4</translation>
    </message>
    <message>
        <source>stands up</source>
        <translation>se relève</translation>
    </message>
    <message>
        <source>Step (1 action)</source>
        <translation>Faire un pas (1 action)</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s), %1 ft</source>
        <translation>
            <numerusform>%n action, %1 ft</numerusform>
            <numerusform>%n actions, %1 ft</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ft, Dash</source>
        <translation>%1 ft, Foncer</translation>
    </message>
    <message>
        <source>%1 ft</source>
        <translation>%1 ft</translation>
    </message>
    <message>
        <source>stands up, %1</source>
        <translation>se relève, %1</translation>
    </message>
    <message>
        <source>%1 can&apos;t act.</source>
        <translation>%1 ne peut pas agir.</translation>
    </message>
    <message>
        <source>%1 has no attacks.</source>
        <translation>%1 n&apos;a aucune attaque.</translation>
    </message>
    <message>
        <source>%1 perceives no hostile it could attack.</source>
        <translation>%1 ne perçoit aucune créature hostile qu&apos;il pourrait attaquer.</translation>
    </message>
    <message>
        <source>Every attack it could make would cost it more than it deals.</source>
        <translation>Chaque attaque possible lui coûterait plus qu&apos;elle n&apos;inflige.</translation>
    </message>
    <message>
        <source>Nothing can be attacked this turn, and no place to attack from can be reached.</source>
        <translation>Rien ne peut être attaqué ce tour-ci, et aucune position d&apos;où attaquer n&apos;est atteignable.</translation>
    </message>
    <message>
        <source>Stands up first (1 action).</source>
        <translation>Se relève d&apos;abord (1 action).</translation>
    </message>
    <message>
        <source>Stands up first (half its speed).</source>
        <translation>Se relève d&apos;abord (la moitié de sa vitesse).</translation>
    </message>
    <message>
        <source>Steps to %1 (1 action, provokes nothing).</source>
        <translation>Fait un pas vers %1 (1 action, ne provoque rien).</translation>
    </message>
    <message numerus="yes">
        <source>Strides %1 ft to %2: %n action(s) for the move.</source>
        <translation>
            <numerusform>Marche rapidement sur %1 ft jusqu&apos;à %2&#xa0;: %n action pour le déplacement.</numerusform>
            <numerusform>Marche rapidement sur %1 ft jusqu&apos;à %2&#xa0;: %n actions pour le déplacement.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves %1 ft to %2.</source>
        <translation>Se déplace de %1 ft jusqu&apos;à %2.</translation>
    </message>
    <message>
        <source>Takes the Dash: the path is longer than its speed.</source>
        <translation>Fonce&#xa0;: le chemin est plus long que sa vitesse.</translation>
    </message>
    <message>
        <source>Attacks from where it stands.</source>
        <translation>Attaque depuis sa position.</translation>
    </message>
    <message>
        <source>Stays where it is.</source>
        <translation>Reste sur place.</translation>
    </message>
    <message>
        <source>Nothing can be attacked this turn: it closes in, %1 ft still to go to the nearest place it can attack from.</source>
        <translation>Rien ne peut être attaqué ce tour-ci&#xa0;: il se rapproche, encore %1 ft jusqu&apos;à la position d&apos;où attaquer la plus proche.</translation>
    </message>
    <message>
        <source>Its Multiattack:</source>
        <translation>Ses attaques multiples&#xa0;:</translation>
    </message>
    <message>
        <source>%1 → %2: %3 to hit, %4 damage expected</source>
        <translation>%1 → %2&#xa0;: %3 de chances de toucher, dégâts attendus %4</translation>
    </message>
    <message>
        <source>Multiple attack penalty: %1</source>
        <translation>Pénalité d&apos;attaques multiples&#xa0;: %1</translation>
    </message>
    <message>
        <source>Flat check: DC %1</source>
        <translation>Test nu&#xa0;: DD %1</translation>
    </message>
    <message>
        <source>Counts only %1: all the hit points %2 has left</source>
        <translation>Ne compte que %1&#xa0;: tous les points de vie qu&apos;il reste à %2</translation>
    </message>
    <message>
        <source>A plain roll: no advantage, disadvantage or cover</source>
        <translation>Un jet simple&#xa0;: ni avantage, ni désavantage, ni abri</translation>
    </message>
    <message>
        <source>%1 may make an opportunity attack with %2: %3 damage expected</source>
        <translation>%1 peut faire une attaque d&apos;opportunité avec %2&#xa0;: dégâts attendus %3</translation>
    </message>
    <message>
        <source>%1 may make an opportunity attack, but none of its melee attacks can hit</source>
        <translation>%1 peut faire une attaque d&apos;opportunité, mais aucune de ses attaques au corps à corps ne peut toucher</translation>
    </message>
    <message>
        <source>Deals %1, takes %2 on the way: score %3</source>
        <translation>Inflige %1, subit %2 en chemin&#xa0;: score %3</translation>
    </message>
    <message>
        <source>stands up and stays</source>
        <translation>se relève et reste sur place</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>reste sur place</translation>
    </message>
    <message>
        <source>closes in to %1</source>
        <translation>se rapproche jusqu&apos;à %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>between the attacks of a plan</comment>
        <translation>, puis </translation>
    </message>
    <message>
        <source>takes %1 on the way</source>
        <translation>subit %1 en chemin</translation>
    </message>
</context>
<context>
    <name>bm::WallTool</name>
    <message>
        <source>The door is locked</source>
        <translation>La porte est verrouillée</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>Ouvrir la porte</translation>
    </message>
    <message>
        <source>Close door</source>
        <translation>Fermer la porte</translation>
    </message>
    <message>
        <source>Door opened</source>
        <translation>Porte ouverte</translation>
    </message>
    <message>
        <source>Door closed</source>
        <translation>Porte fermée</translation>
    </message>
    <message>
        <source>Door from (%1, %2) to (%3, %4): %5 ft</source>
        <translation>Porte de (%1, %2) à (%3, %4)&#xa0;: %5 ft</translation>
    </message>
    <message>
        <source>Wall from (%1, %2) to (%3, %4): %5 ft</source>
        <translation>Mur de (%1, %2) à (%3, %4)&#xa0;: %5 ft</translation>
    </message>
    <message>
        <source>Drag from one grid corner to another to draw a door (Shift: free ends)</source>
        <translation>Glisser d&apos;un coin de la grille à un autre pour tracer une porte (Maj&#xa0;: extrémités libres)</translation>
    </message>
    <message>
        <source>Drag from one grid corner to another to draw a wall (Shift: free ends)</source>
        <translation>Glisser d&apos;un coin de la grille à un autre pour tracer un mur (Maj&#xa0;: extrémités libres)</translation>
    </message>
    <message>
        <source>There is already a wall there</source>
        <translation>Il y a déjà un mur ici</translation>
    </message>
    <message>
        <source>Add door</source>
        <translation>Ajouter une porte</translation>
    </message>
    <message>
        <source>Add wall</source>
        <translation>Ajouter un mur</translation>
    </message>
    <message>
        <source>Door added (closed); click it to open it</source>
        <translation>Porte ajoutée (fermée)&#xa0;; cliquez dessus pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>Wall added</source>
        <translation>Mur ajouté</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A battle map for tabletop combat.</source>
        <translation>Une carte de bataille pour les combats sur table.</translation>
    </message>
    <message>
        <source>encounter to open</source>
        <translation>rencontre à ouvrir</translation>
    </message>
    <message>
        <source>save a picture of the window and quit</source>
        <translation>enregistrer une image de la fenêtre et quitter</translation>
    </message>
    <message>
        <source>interface language: en, de, fr</source>
        <translation>langue de l&apos;interface&#xa0;: en, de, fr</translation>
    </message>
    <message>
        <source>serve the table to the players&apos; devices on PORT at launch (0: any free port)</source>
        <translation>servir la table aux appareils des joueurs sur PORT au lancement (0&#xa0;: un port libre)</translation>
    </message>
    <message>
        <source>with --serve: the address to listen on (default: the one last chosen in Invite Players, else this computer only)</source>
        <translation>avec --serve&#xa0;: l&apos;adresse d&apos;écoute (par défaut&#xa0;: la dernière choisie dans Inviter les joueurs, sinon cet ordinateur seulement)</translation>
    </message>
    <message>
        <source>with --serve: write the seats&apos; links to FILE as JSON</source>
        <translation>avec --serve&#xa0;: écrire les liens des places dans FILE en JSON</translation>
    </message>
    <message>
        <source>--serve: not a port number: %1</source>
        <translation>--serve&#xa0;: pas un numéro de port&#xa0;: %1</translation>
    </message>
    <message>
        <source>--bind: not an address: %1</source>
        <translation>--bind&#xa0;: pas une adresse&#xa0;: %1</translation>
    </message>
    <message>
        <source>--bind and --seat-links go with --serve</source>
        <translation>--bind et --seat-links vont avec --serve</translation>
    </message>
    <message>
        <source>Can&apos;t listen on %1, port %2: another program may use it.</source>
        <translation>Impossible d&apos;écouter sur %1, port %2&#xa0;: un autre programme l&apos;utilise peut-être.</translation>
    </message>
    <message>
        <source>Can&apos;t write the seat links to %1: %2</source>
        <translation>Impossible d&apos;écrire les liens des places dans %1&#xa0;: %2</translation>
    </message>
</context>
</TS>
