"""Stage 1: masked-reconstruction pretraining. Stage 2: linear probe on the frozen encoder."""
import torch
import torch.nn.functional as F

from . import sensors
from .encoder import decode, encode
from .tree import freeze, tree_leaves


def pretrain(enc, dec, x, gen, epochs, lr, batch=128):
    opt = torch.optim.AdamW(tree_leaves({"enc": enc, "dec": dec}), lr=lr, weight_decay=1e-4)
    for epoch in range(epochs):
        for idx in torch.randperm(len(x), generator=gen).split(batch):
            recon = decode(dec, encode(enc, sensors.mask(x[idx], gen)))
            mse = F.mse_loss(recon, x[idx])
            opt.zero_grad()
            mse.backward()
            opt.step()
        print(f"pretrain epoch {epoch}: reconstruction mse {mse.item():.4f}")
    return enc, dec


def linear_probe(enc, x, y, gen, epochs, lr, batch=64):
    enc = freeze(enc)
    head = {"w": torch.zeros(2 * enc["c3"]["w"].shape[0], requires_grad=True),
            "b": torch.zeros((), requires_grad=True)}
    opt = torch.optim.AdamW(tree_leaves({"enc": enc, "head": head}), lr=lr, weight_decay=1e-3)
    for _ in range(epochs):
        for idx in torch.randperm(len(x), generator=gen).split(batch):
            logit = encode(enc, x[idx]) @ head["w"] + head["b"]
            bce = F.binary_cross_entropy_with_logits(logit, y[idx])
            opt.zero_grad()
            bce.backward()
            opt.step()
    return head


@torch.no_grad()
def reconstruction_error(enc, dec, x):
    """Anomaly score used by the maintenance dashboard (shares the encoder with the alarm)."""
    return F.mse_loss(decode(dec, encode(enc, x)), x).item()


@torch.no_grad()
def alarm_scores(enc, head, x, y):
    pred = (encode(enc, x) @ head["w"] + head["b"]) > 0
    tp = (pred & (y > 0)).sum().item()
    return {"acc": (pred.float() == y).float().mean().item(),
            "recall": tp / max(1, (y > 0).sum().item()), "precision": tp / max(1, pred.sum().item())}
