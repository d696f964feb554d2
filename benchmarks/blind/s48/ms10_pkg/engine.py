import torch


class MultiTaskTrainer:
    def __init__(self, model, task_losses, optim_cfg):
        self.model = model
        self.task_losses = task_losses
        self.optimizer = getattr(torch.optim, optim_cfg["name"])(model.parameters(), **optim_cfg["kwargs"])

    def train_step(self, trace, targets):
        outputs = self.model(trace)
        parts = {t: w * fn(outputs[t], targets[t]) for t, (w, fn) in self.task_losses.items()}
        loss = sum(parts.values())
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        self.optimizer.step()
        return {t: v.item() for t, v in parts.items()}

    @torch.no_grad()
    def eval_step(self, trace, targets):
        outputs = self.model(trace)
        mae = (outputs["sleep"] - targets["sleep"]).abs().mean().item()
        acc = (outputs["bearing"].argmax(dim=1) == targets["bearing"]).float().mean().item()
        return mae, acc
