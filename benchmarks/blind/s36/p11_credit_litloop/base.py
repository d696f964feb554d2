from torch import nn


class LitBase(nn.Module):
    """The hooks the trainer calls; subclasses override what they need."""

    def training_step(self, batch, batch_idx):
        raise NotImplementedError

    def validation_step(self, batch, batch_idx):
        return None

    def training_epoch_end(self, outputs):
        pass

    def validation_epoch_end(self, outputs):
        pass

    def configure_optimizers(self):
        raise NotImplementedError

    def log(self, name, value):
        self.logged = getattr(self, "logged", {})
        self.logged[name] = value
