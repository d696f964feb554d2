import torch


class MiniEngine:
    def __init__(self, max_epochs, log_every_epoch=1):
        self.max_epochs = max_epochs
        self.log_every_epoch = log_every_epoch

    @staticmethod
    def _call(module, hook, *args):
        return getattr(module, hook)(*args)

    def fit(self, module, train_batches, val_batches):
        (optimizer,) = self._call(module, "configure_optimizers")
        for epoch in range(self.max_epochs):
            module.train()
            for batch in train_batches():
                loss = self._call(module, "training_step", batch)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            metrics = self.validate(module, val_batches)
            if epoch % self.log_every_epoch == 0:
                print(f"epoch {epoch}: train_loss={loss.item():.4f} " +
                      " ".join(f"{k}={v:.4f}" for k, v in metrics.items()))

    def validate(self, module, val_batches):
        module.eval()
        outputs = []
        with torch.no_grad():
            for batch in val_batches():
                outputs.append(self._call(module, "validation_step", batch))
        module.train()
        return {k: torch.stack([o[k] for o in outputs]).mean().item() for k in outputs[0]}
