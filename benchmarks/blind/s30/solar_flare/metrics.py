import torch


def true_skill_statistic(pred, target, positive):
    """Hanssen-Kuipers skill for 'flare of class >= positive'."""
    p = pred >= positive
    t = target >= positive
    tp = (p & t).sum().item()
    fn = (~p & t).sum().item()
    fp = (p & ~t).sum().item()
    tn = (~p & ~t).sum().item()
    return tp / max(tp + fn, 1) - fp / max(fp + tn, 1)


@torch.no_grad()
def skill_report(net, series, labels):
    net.eval()
    pred = net(series).argmax(dim=1)
    net.train()
    return {
        "acc": (pred == labels).float().mean().item(),
        "tss_C": true_skill_statistic(pred, labels, 1),
        "tss_M": true_skill_statistic(pred, labels, 2),
    }
