import torch

OBJECTIVES = {
    "sharpe": lambda pnl, cfg: -(pnl.mean() / (pnl.std() + 1e-6)) * (252 ** 0.5),
    "mean_var": lambda pnl, cfg: -(pnl.mean() - cfg.risk_aversion * pnl.var()) * 252,
}


def rollout_window(policy, feats, rets, carry, *, objective_cfg):
    """Run the policy over one window. Returns (objective, new carry, stats)."""
    weights, state = policy(feats.unsqueeze(0), carry["weights"], carry["state"])
    weights = weights.squeeze(0)                                       # (T, d)
    prev = torch.cat([carry["weights"], weights[:-1]], dim=0)
    turnover = (weights - prev).abs().sum(-1)
    pnl = (weights * rets).sum(-1) - objective_cfg.cost_bps * 1e-4 * turnover
    objective = OBJECTIVES[objective_cfg.kind](pnl, objective_cfg)
    new_carry = {"weights": weights[-1:], "state": state}
    stats = {"pnl": pnl.sum().item(), "turnover": turnover.mean().item()}
    return objective, new_carry, stats
