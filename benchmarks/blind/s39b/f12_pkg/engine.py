from functools import partial

import torch

from .rollout import rollout_window


def initial_carry(n_assets):
    return {"weights": torch.full((1, n_assets), 1.0 / n_assets), "state": None}


def train_epoch(policy, opt, feats, rets, *, window, objective_cfg):
    step = partial(rollout_window, policy, objective_cfg=objective_cfg)
    carry = initial_carry(rets.shape[-1])
    total_pnl, objectives = 0.0, []
    for start in range(0, len(rets) - window + 1, window):
        sl = slice(start, start + window)
        objective, carry, stats = step(feats[sl], rets[sl], carry)
        opt.zero_grad()
        objective.backward()
        opt.step()
        total_pnl += stats["pnl"]
        objectives.append(objective.item())
    return sum(objectives) / len(objectives), total_pnl


@torch.no_grad()
def backtest(policy, feats, rets, *, objective_cfg):
    _, _, stats = rollout_window(policy, feats, rets, initial_carry(rets.shape[-1]), objective_cfg=objective_cfg)
    return stats
