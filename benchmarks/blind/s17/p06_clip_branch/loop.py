import torch
import torch.nn.functional as F


class StepRunner:
    def __init__(self, model, optimizer, args):
        self.model = model
        self.optimizer = optimizer
        self.args = args

    def _apply(self, objective):
        objective.backward()
        if self.args.max_grad_norm > 0:
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.args.max_grad_norm)
            self.optimizer.step()
            self.optimizer.zero_grad()
        else:
            self.optimizer.step()

    def run_epoch(self, stream):
        step, acc = 0, 0.0
        while step < self.args.steps_per_epoch:
            features, target = next(stream)
            objective = F.mse_loss(self.model(features).squeeze(-1), target)
            self._apply(objective)
            acc += objective.item()
            step += 1
        return acc / step
