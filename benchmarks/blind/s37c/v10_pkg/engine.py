import torch


class CalibrationEngine:
    def __init__(self, model, criterion, optimizer, use_confidence_weights=True):
        self.model = model
        self.criterion = criterion
        self.optimizer = optimizer
        self.use_confidence_weights = use_confidence_weights

    def train_epoch(self, loader):
        self.model.train()
        seen, total = 0, 0.0
        for raw, env, target, conf in loader:
            self.optimizer.zero_grad()
            pred = self.model(raw, env)
            loss = self.criterion(pred, target)
            if self.use_confidence_weights:
                loss = loss * conf.unsqueeze(1)
            loss.backward()
            self.optimizer.step()
            total += loss.sum().item()
            seen += raw.size(0)
        return total / seen

    @torch.no_grad()
    def rmse(self, loader):
        self.model.eval()
        se, n = torch.zeros(2), 0
        for raw, env, target, _ in loader:
            se += ((self.model(raw, env) - target) ** 2).sum(0)
            n += raw.size(0)
        return (se / n).sqrt().tolist()
