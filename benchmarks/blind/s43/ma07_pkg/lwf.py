import torch.nn.functional as F

from .distill import kd_term, soft_targets
from .learner import ContinualLearner


class LwFLearner(ContinualLearner):
    """Learning without Forgetting: the last session's network supervises the new session."""

    def step(self, x, y):
        T = self.cfg["temperature"]
        logits = self.net(x)
        objective = F.cross_entropy(logits, y)
        if self.frozen is not None:
            teacher = soft_targets(self.frozen, x, T)
            objective = objective + self.cfg["alpha"] * kd_term(logits, teacher, T)
        self.opt.zero_grad()
        objective.backward()
        self.opt.step()
        return objective.item()
