"""Early stopping on a validation split, keeping the best weights in memory."""
import copy

import torch.nn.functional as F


class EarlyStopping:
    def __init__(self, val_x, val_y, patience=3):
        self.val_x, self.val_y = val_x, val_y
        self.patience, self.bad_epochs = patience, 0
        self.best, self.best_state = float("inf"), None

    def validation_loss(self, net):
        net.eval()
        logits = net(self.val_x)
        net.train()
        return F.cross_entropy(logits, self.val_y).item()

    def __call__(self, net):
        """Return True when training should stop."""
        current = self.validation_loss(net)
        if current < self.best - 1e-4:
            self.best, self.bad_epochs = current, 0
            self.best_state = copy.deepcopy(net.state_dict())
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience

    def restore(self, net):
        net.load_state_dict(self.best_state)
