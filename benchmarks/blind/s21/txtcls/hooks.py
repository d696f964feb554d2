import torch


class PadRowMixin:
    """Keeps the embedding row of the PAD token at zero after every update."""

    def on_fit_start(self):
        self.pad_id = self.extra.get("pad_id", 0)
        super_hook = getattr(super(), "on_fit_start", None)
        if super_hook is not None:
            super_hook()

    def on_after_step(self):
        table = self.net.encoder.tok
        table.weight[self.pad_id] = 0.0


class ClipMixin:
    def on_before_step(self):
        torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.extra.get("clip", 1.0))


class EpochPrinter:
    def on_epoch_end(self, epoch):
        print(f"epoch {epoch}  train loss {self.log[-1]:.4f}")
