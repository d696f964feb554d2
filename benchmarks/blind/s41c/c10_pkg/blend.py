import numpy as np
import torch

from .config import CFG


def optimise_blend(oof_probs, resp, weight):
    """Find convex blend weights of the model probabilities on the out-of-fold days, maximising a
    smooth proxy of the utility (weighted expected return of a soft action)."""
    P = torch.from_numpy(np.stack(oof_probs, axis=1))          # (n, n_models)
    r = torch.from_numpy(resp * weight)
    logits_w = torch.tensor(np.zeros(P.shape[1]), requires_grad=True).float()
    opt = torch.optim.Adam([logits_w], lr=CFG.blend_lr)
    for _ in range(CFG.blend_steps):
        opt.zero_grad()
        w = torch.softmax(logits_w, dim=0)
        soft_action = torch.sigmoid((P @ w - 0.5) * 20)
        objective = -(soft_action * r).sum() / (r.abs().sum() + 1e-9)
        objective.backward()
        opt.step()
    return torch.softmax(logits_w, dim=0).detach().numpy()
