import torch
import torch.nn.functional as F


class ClassifierLearner:
    def __init__(self, model, optimizer):
        self.model = model
        self.optimizer = optimizer

    def update(self, x, y):
        loss = F.cross_entropy(self.model(x), y)
        loss.backward()
        self.optimizer.step()
        self.optimizer.zero_grad()
        return loss.item()


def margin_ranking(pred, target, margin=1.0):
    """Pairwise ranking loss: the batch is split in halves that are compared pair by pair."""
    half = len(pred) // 2
    p_i, p_j = pred[:half], pred[half:2 * half]
    t_i, t_j = target[:half], target[half:2 * half]
    sign = torch.sign(t_i - t_j)
    return F.relu(-sign * (p_i - p_j) + margin).mean()


class LossPredictionLearner:
    def __init__(self, predictor, optimizer, feature_fn, target_fn):
        self.predictor = predictor
        self.optimizer = optimizer
        self.feature_fn = feature_fn
        self.target_fn = target_fn

    def update(self, x, y):
        target = self.target_fn(x, y)
        taps = self.feature_fn(x)
        loss = margin_ranking(self.predictor(taps), target)
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return loss.item()
