import copy

import torch

from .evaluation import evaluate


class TrialPruned(Exception):
    pass


class ValidationCallback:
    """Score the model after each epoch; keep the best weights; early-stop and prune."""

    def __init__(self, loader, trial=None, patience=4):
        self.loader, self.trial, self.patience = loader, trial, patience
        self.best_auc, self.best_state, self.stale = -1.0, None, 0

    def __call__(self, net, epoch):
        with torch.no_grad():
            metrics = evaluate(net, self.loader)
        if self.trial is not None:
            self.trial.report(metrics["auc"], epoch)
            if self.trial.should_prune():
                raise TrialPruned(f"epoch {epoch}: auc {metrics['auc']:.3f}")
        if metrics["auc"] > self.best_auc:
            self.best_auc, self.stale = metrics["auc"], 0
            self.best_state = copy.deepcopy(net.state_dict())
            return False
        self.stale += 1
        return self.stale >= self.patience
