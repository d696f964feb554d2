"""Closure-built train/eval steps."""
import torch


def make_train_step(net, opt, objective):
    def train_step(state: dict, batch) -> tuple:
        opt.zero_grad()
        pred = net(batch.features)
        per_pass = objective(pred, batch.wear)
        per_pass.backward()
        opt.step()
        return {**state, "step": state["step"] + 1}, {"objective": per_pass.mean().item()}
    return train_step


def make_eval_step(net):
    @torch.no_grad()
    def eval_step(batch) -> dict:
        pred = net(batch.features)
        return {"mae_mm": (pred - batch.wear).abs().mean().item(),
                "missed_limit": ((pred < 0.3) & (batch.wear >= 0.3)).float().mean().item()}
    return eval_step
