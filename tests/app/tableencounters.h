#pragma once

// Encounters the window tests of the table share: a fighter, an orc and a goblin on a small
// map; a crowd with long names; the party with a Tiny familiar (or several) on the sample's
// map size; a knight on his horse.

#include <QByteArray>
#include <QPoint>
#include <QString>

namespace bm::test {

// Two hostiles and a fighter; the goblin is out of the fighter's reach.
inline const char *kTableEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "table", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 7},
  "creatures": [
    {"id": "f1", "name": "Fighter", "side": "party", "position": [1, 1], "hp": 20, "maxHp": 20},
    {"id": "orc", "name": "Orc", "side": "hostile", "position": [5, 1], "hp": 15, "maxHp": 15},
    {"id": "gob", "name": "Goblin", "side": "hostile", "position": [5, 4], "hp": 7, "maxHp": 7}
  ]
})";

// Long names, as at the table: "Brannoc (fighter)" is wider than his square.
inline QByteArray crowdJson(QPoint brannoc, QPoint ogre, QPoint pip)
{
    return QString::fromUtf8(R"json({"format": "battlemap-encounter", "version": 1, "name": "crowd", "ruleset": "dnd5e-2014",
      "grid": {"width": 16, "height": 10},
      "creatures": [
        {"id": "brannoc", "name": "Brannoc (fighter)", "side": "party", "position": [%1, %2], "hp": 30, "maxHp": 30},
        {"id": "ogre", "name": "Ogre", "side": "hostile", "size": "large", "position": [%3, %4], "hp": 59, "maxHp": 59},
        {"id": "pip", "name": "Pip (halfling rogue)", "side": "party", "size": "small", "position": [%5, %6], "hp": 20, "maxHp": 20}
      ]})json")
        .arg(brannoc.x()).arg(brannoc.y()).arg(ogre.x()).arg(ogre.y()).arg(pip.x()).arg(pip.y())
        .toUtf8();
}

// Hoot the owl and three more Tiny familiars, Brannoc and Ilsa with the shared default
// picture, Merrow with a picture of her own; the size of the sample map (30 x 20).
inline QByteArray menagerieJson(int tinyInSquare, const char *brannocPosition = "[6, 9]")
{
    QString tiny;
    const char *names[] = {"Hoot (owl familiar)", "Squeak (rat)", "Flit (bat)", "Croak (toad)"};
    for (int i = 0; i < tinyInSquare; ++i)
        tiny += QString::fromUtf8(R"json({"id": "tiny%1", "name": "%2", "side": "party", "size": "tiny", "position": [3, 10], "hp": 1, "maxHp": 1, "elevation": 30},)json")
                    .arg(i).arg(QLatin1String(names[i]));
    return QString::fromUtf8(R"json({"format": "battlemap-encounter", "version": 1, "name": "menagerie", "ruleset": "dnd5e-2014",
      "grid": {"width": 30, "height": 20},
      "creatures": [%1
        {"id": "brannoc", "name": "Brannoc (fighter)", "side": "party", "position": %2, "hp": 30, "maxHp": 30},
        {"id": "ilsa", "name": "Ilsa (wizard)", "side": "party", "position": [3, 11], "hp": 14, "maxHp": 14},
        {"id": "merrow", "name": "Merrow (ranger)", "side": "party", "position": [2, 4], "hp": 24, "maxHp": 24, "token": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEUlEQVR4nGM4sUUDjhiI4wAAtNIaQZ4q1agAAAAASUVORK5CYII="},
        {"id": "pip", "name": "Pip (halfling rogue)", "side": "party", "size": "small", "position": [8, 7], "hp": 20, "maxHp": 20},
        {"id": "ogre", "name": "Ogre", "side": "hostile", "size": "large", "position": [17, 9], "hp": 59, "maxHp": 59}
      ]})json")
        .arg(tiny, QLatin1String(brannocPosition))
        .toUtf8();
}

// The knight (walk 30) rides the horse (Large, walk 60) in the knight's turn, both at [2, 2];
// the horse has spent `horseSpent` ft already. Mounted combat as `ruleset` has it (pf2e: the
// mount acts on its own).
inline QByteArray mountedJson(const QString &ruleset, int horseSpent = 0)
{
    return QString::fromUtf8(R"json({
  "format": "battlemap-encounter", "version": 1, "name": "mounted", "ruleset": "%1",
  "grid": {"width": 20, "height": 12},
  "terrain": [],
  "creatures": [
    {"id": "knight", "name": "Knight", "side": "party", "position": [2, 2], "speed": {"walk": 30}, "initiative": 15},
    {"id": "horse", "name": "Horse", "side": "party", "size": "large", "position": [2, 2], "speed": {"walk": 60}, "initiative": 15}
  ],
  "combat": {
    "round": 1, "turn": "knight", "active": true, "order": ["knight", "horse"],
    "combatants": [
      {"id": "knight", "mountedOn": "horse", "movementSpent": 0},
      {"id": "horse", "movementSpent": %2}
    ]
  }
})json")
        .arg(ruleset)
        .arg(horseSpent)
        .toUtf8();
}

} // namespace bm::test
