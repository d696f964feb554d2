"""Linear SGC classifier plus an auxiliary elevation-gain head, parameters in a dict."""
import torch
import torch.nn.functional as F


def init(n_in, n_classes, hidden, gen):
    def leaf(*shape, scale):
        return (scale * torch.randn(*shape, generator=gen)).requires_grad_()
    return {
        "proj": leaf(n_in, hidden, scale=n_in ** -0.5),
        "proj_b": torch.zeros(hidden, requires_grad=True),
        "cls": leaf(hidden, n_classes, scale=hidden ** -0.5),
        "cls_b": torch.zeros(n_classes, requires_grad=True),
        "gain": leaf(hidden, 1, scale=hidden ** -0.5),
    }


def encode(p, feats):
    return F.gelu(feats @ p["proj"] + p["proj_b"])


HEADS = {
    "grade": lambda p, h: h @ p["cls"] + p["cls_b"],
    "gain": lambda p, h: (h @ p["gain"]).squeeze(-1),
}
