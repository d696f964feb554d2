import torch.nn.functional as F


def head_loss(net, feats, labels, class_weight):
    return F.cross_entropy(net.classify(feats), labels, weight=class_weight)


def echo_updates(net, opt, feats, labels, class_weight, factor):
    """Reuse one fetched batch for several updates (data echoing)."""
    total = 0.0
    for _ in range(factor):
        opt.zero_grad(set_to_none=True)
        loss = head_loss(net, feats, labels, class_weight)
        loss.backward()
        opt.step()
        total += loss.item()
    return total / factor
