import torch
import torch.nn.functional as F


def batches(x, y, batch_size, gen=None):
    order = torch.randperm(len(x), generator=gen) if gen is not None else torch.arange(len(x))
    for i in range(0, len(order), batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], y[idx]


def train_epoch(net, opt, data, *, batch_size, gen):
    net.train()
    seen, total = 0, 0.0
    for xb, yb in batches(*data, batch_size, gen):
        logits = net(xb)
        loss = F.binary_cross_entropy_with_logits(logits, yb)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        seen, total = seen + len(xb), total + loss.item() * len(xb)
    return total / seen


@torch.no_grad()
def detection_metrics(net, data, *, batch_size, far=0.05):
    net.eval()
    scores = torch.cat([net(xb) for xb, _ in batches(*data, batch_size)])
    y = data[1]
    thresh = torch.quantile(scores[y == 0], 1 - far)
    return {"tpr_at_far": (scores[y == 1] > thresh).float().mean().item(),
            "acc": ((scores > 0).float() == y).float().mean().item()}
