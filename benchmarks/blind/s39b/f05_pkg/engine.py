import torch


class Trainer:
    def __init__(self, model, optimizer, *, loss_fn, callbacks, batch_size):
        self.model, self.optimizer, self.loss_fn = model, optimizer, loss_fn
        self.callbacks, self.batch_size = callbacks, batch_size

    def fire(self, event, *args):
        for cb in self.callbacks:
            getattr(cb, event)(self, *args)

    def train_epoch(self, x, y, gen):
        self.model.train()
        perm = torch.randperm(len(x), generator=gen)
        for i in range(0, len(perm), self.batch_size):
            idx = perm[i:i + self.batch_size]
            self.fire("on_batch_start")
            loss = self.loss_fn(self.model(x[idx]), y[idx])
            loss.backward()
            self.fire("on_after_backward")
            self.optimizer.step()
            self.fire("on_batch_end", {"loss": loss.detach(), "n": len(idx)})

    def evaluate(self, x, y, *, on_threshold=0.5):
        self.model.eval()
        pred = self.model(x).clamp(min=0)
        mae = (pred - y).abs().mean().item()
        on_pred, on_true = pred > on_threshold, y > on_threshold
        tp = (on_pred & on_true).sum().item()
        f1 = 2 * tp / max(on_pred.sum().item() + on_true.sum().item(), 1)
        return {"mae_kw": mae, "f1": f1}

    def fit(self, train, val, *, epochs, gen):
        history = []
        for epoch in range(epochs):
            self.train_epoch(*train, gen)
            self.fire("on_epoch_end", epoch)
            with torch.no_grad():
                metrics = self.evaluate(*val)
            history.append(metrics)
            print(f"epoch {epoch}: val MAE {metrics['mae_kw'] * 1000:.1f} W  on/off F1 {metrics['f1']:.3f}")
        return history
