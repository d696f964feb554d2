import torch
import torch.nn.functional as F


class MultiTaskTrainer:
    def __init__(self, model, cfg, device="cpu"):
        self.model = model.to(device)
        self.cfg = cfg
        self.device = device
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr,
                                           weight_decay=cfg.weight_decay)

    def _losses(self, batch):
        x, price, kind = (t.to(self.device) for t in batch)
        price_pred, type_logits = self.model(x)
        price_loss = F.smooth_l1_loss(price_pred, price)
        type_loss = F.cross_entropy(type_logits, kind)
        return price_loss, type_loss

    def train_epoch(self, loader):
        self.model.train()
        totals = {"price": 0.0, "type": 0.0}
        for batch in loader:
            price_loss, type_loss = self._losses(batch)
            self.optimizer.zero_grad()
            (self.cfg.price_weight * price_loss).backward()
            (self.cfg.type_weight * type_loss).backward()
            self.optimizer.step()
            totals["price"] += price_loss.item()
            totals["type"] += type_loss.item()
        return {k: v / len(loader) for k, v in totals.items()}

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        abs_err, correct, n = 0.0, 0, 0
        for x, price, kind in loader:
            x, price, kind = x.to(self.device), price.to(self.device), kind.to(self.device)
            price_pred, type_logits = self.model(x)
            abs_err += (price_pred - price).abs().sum().item()
            correct += (type_logits.argmax(1) == kind).sum().item()
            n += x.size(0)
        return {"mae": abs_err / n, "acc": correct / n}
