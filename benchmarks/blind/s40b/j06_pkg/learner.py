"""DDPG update written as: compute every loss from one batch, then apply the updates in order."""
import torch

UPDATE_ORDER = ("critic", "actor")


def compute_losses(agent: dict, batch: dict, gamma: float) -> dict:
    nets, targets = agent["nets"], agent["targets"]
    with torch.no_grad():
        next_q = targets["critic"](batch["next_obs"], targets["actor"](batch["next_obs"]))
        td_target = batch["reward"] + gamma * next_q
    q = nets["critic"](batch["obs"], batch["act"])
    policy_q = nets["critic"](batch["obs"], nets["actor"](batch["obs"]))
    return {"critic": torch.nn.functional.mse_loss(q, td_target), "actor": -policy_q.mean()}


def apply_updates(agent: dict, losses: dict) -> dict:
    for name in UPDATE_ORDER:
        opt = agent["opts"][name]
        opt.zero_grad(set_to_none=True)
        losses[name].backward()
        opt.step()
    return {name: losses[name].item() for name in UPDATE_ORDER}


@torch.no_grad()
def polyak(agent: dict, tau: float) -> None:
    for name, target in agent["targets"].items():
        for t, s in zip(target.parameters(), agent["nets"][name].parameters()):
            t.lerp_(s, tau)


def update(agent: dict, batch: dict, gamma: float = 0.95, tau: float = 0.02) -> dict:
    metrics = apply_updates(agent, compute_losses(agent, batch, gamma))
    polyak(agent, tau)
    return metrics
