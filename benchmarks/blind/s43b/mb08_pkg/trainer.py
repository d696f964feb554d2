"""Epoch loop for the nowcaster."""
import torch
import torch.nn.functional as F

from .params import checkattr


def train_epoch(model, opt, data, args):
    X, Y, K = data
    perm = torch.randperm(len(X))
    stats = {"mse": 0.0, "kp_ce": 0.0, "n": 0}
    for i in range(0, len(X), args.batch):
        b = perm[i:i + args.batch]
        opt.zero_grad()
        pred, h = model(X[b])
        mse = F.mse_loss(pred, Y[b])
        mse.backward()
        if checkattr(args, "aux_kp"):
            kp_ce = F.cross_entropy(model.kp(h), K[b])
            (args.aux_weight * kp_ce).backward()
            stats["kp_ce"] += kp_ce.item() * len(b)
        opt.step()
        stats["mse"] += mse.item() * len(b)
        stats["n"] += len(b)
    return {k: v / stats["n"] for k, v in stats.items() if k != "n"}


@torch.no_grad()
def evaluate(model, data, args):
    X, Y, K = data
    model.eval()
    pred, h = model(X)
    kp_acc = (model.kp(h).argmax(1) == K).float().mean().item()
    model.train()
    if args.target == "log":
        pred, Y = pred.exp(), Y.exp()
    return {"mae_kR": (pred - Y).abs().mean().item(), "kp_acc": kp_acc}
