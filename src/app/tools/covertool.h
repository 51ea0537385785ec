#pragma once

// Cover and flanking inspector: click the attacker, then the target. Draws the lines of
// the attacker's best corner (clear or coloured by what blocks them) and reports the
// cover degree, flanking and the attack check's advantage and disadvantage reasons.

#include "abstracttool.h"
#include "rules/attack.h"

namespace bm {

class SightMap;

struct AttackProfile;

class CoverTool : public AbstractTool
{
    Q_OBJECT

public:
    using AbstractTool::AbstractTool;

    void setProfile(bool melee, int normal, int longRange);
    void inspect(const QString &attackerId, const QString &targetId);
    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    void documentChanged() override;
    void documentReset() override;
    // The report shown names a creature that is gone (deleted, another map imported):
    // clear it, whether the tool is active or not.
    void forgetIfGone(const Encounter &e);

    // A readable report of an attack check (for the panel and tests).
    static QString report(const Encounter &e, const SightMap &sight, const Creature &attacker, const Creature &target,
                          const AttackCheck &check);

signals:
    void inspected(const QString &report);

private:
    QString m_attacker;
    QString m_target;
    QStringList m_reported; // the attacker and target of the report on show
    bool m_melee = true;
    int m_normal = 0;
    int m_long = 0;
    void refresh();
};

} // namespace bm
