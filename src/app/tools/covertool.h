#pragma once

// Cover and flanking inspector: click the attacker, then the target. Draws the lines of
// the attacker's best corner (clear or coloured by what blocks them) and asks the Attack
// Check panel (widgets/attackcheckdock.h) to report the pair: the cover degree, flanking
// and the attack check's advantage and disadvantage reasons, kept true to the document.

#include "abstracttool.h"
#include "rules/attack.h"

namespace bm {

class SightMap;

struct AttackProfile;

class CoverTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit CoverTool(QObject *parent = nullptr);
    void languageChanged() override;

    void setProfile(bool melee, int normal, int longRange);
    void inspect(const QString &attackerId, const QString &targetId);
    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    void documentChanged() override;
    void documentReset() override;
    AttackRequest request() const;

    // A readable report of an attack check (for the panel and tests).
    static QString report(const Encounter &e, const SightMap &sight, const Creature &attacker, const Creature &target,
                          const AttackCheck &check);
    // An attack's reason in the window's words, and a list of them ("; " between).
    static QString reasonsText(const AttackReasons &reasons);

signals:
    // The pair to report, and how it attacks (also again when the profile changes).
    void inspected(const QString &attackerId, const QString &targetId, const AttackRequest &request);

private:
    QString m_attacker;
    QString m_target;
    QStringList m_reported; // the attacker and target of the report asked for last
    bool m_melee = true;
    int m_normal = 0;
    int m_long = 0;
    void refresh();
};

} // namespace bm
