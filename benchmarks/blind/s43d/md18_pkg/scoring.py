import torch


def committee_report(committee, x, y):
    probs = committee.probabilities(x)                       # (members, n, classes)
    mean = probs.mean(0)
    per_member = (probs.argmax(-1) == y).float().mean(1)
    disagreement = probs.var(0).sum(-1)
    return {
        "ensemble_acc": (mean.argmax(1) == y).float().mean().item(),
        "member_acc": [round(a, 3) for a in per_member.tolist()],
        "mean_disagreement": disagreement.mean().item(),
    }
