from dataclasses import dataclass, field

import torch


@dataclass
class EpochCollector:
    """Gathers one epoch's predicted probabilities so epoch-level scores can be computed."""
    probs: list = field(default_factory=list)
    goals: list = field(default_factory=list)

    def add(self, probs, goals):
        self.probs.append(probs)
        self.goals.append(goals)

    def summary(self):
        p, g = torch.cat(self.probs), torch.cat(self.goals)
        brier = ((p - g) ** 2).mean().item()
        # AUC by ranks (Mann-Whitney U)
        ranks = torch.empty_like(p)
        ranks[p.argsort()] = torch.arange(1, len(p) + 1, dtype=p.dtype)
        pos = g.sum()
        auc = ((ranks[g == 1].sum() - pos * (pos + 1) / 2) / (pos * (len(g) - pos))).item()
        return {"brier": round(brier, 4), "auc": round(auc, 3), "xg/goals": round((p.sum() / g.sum()).item(), 3)}

    def reset(self):
        self.probs.clear()
        self.goals.clear()
