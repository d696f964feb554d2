"""Early stopping on a validation metric; best weights kept as bytes."""
import io

import torch


class EarlyStopper:
    def __init__(self, patience=3, metric="ndcg@10"):
        self.patience, self.metric = patience, metric
        self.best, self.best_epoch, self.blob = float("-inf"), -1, None

    def update(self, epoch, metrics, model):
        if metrics[self.metric] > self.best:
            self.best, self.best_epoch = metrics[self.metric], epoch
            buf = io.BytesIO()
            torch.save(model.state_dict(), buf)
            self.blob = buf.getvalue()
            return False
        return epoch - self.best_epoch >= self.patience

    def restore(self, model):
        model.load_state_dict(torch.load(io.BytesIO(self.blob)))
        return model
