"""LitModule base class and the Runner that drives it."""
import abc

from torch import nn

from .utils import detach_outputs, evaluation_context


class LitModule(nn.Module, abc.ABC):
    @abc.abstractmethod
    def training_step(self, batch, batch_idx): ...

    @abc.abstractmethod
    def validation_step(self, batch, batch_idx): ...

    @abc.abstractmethod
    def configure_optimizers(self): ...

    def predict_step(self, batch, batch_idx):
        return self(batch[0])

    def on_train_epoch_end(self, outputs):
        pass

    def on_validation_epoch_end(self, outputs):
        pass


class Runner:
    def __init__(self, max_epochs=3):
        self.max_epochs = max_epochs
        self.epoch = 0

    def fit(self, module, train_loader, val_loader):
        opt = module.configure_optimizers()
        for self.epoch in range(self.max_epochs):
            module.train()
            outputs = []
            for i, batch in enumerate(train_loader()):
                out = module.training_step(batch, i)
                opt.zero_grad(set_to_none=True)
                out["loss"].backward()
                opt.step()
                outputs.append(detach_outputs(out))
            module.on_train_epoch_end(outputs)
            self.validate(module, val_loader)

    def _eval_loop(self, module, loader, step_name):
        step = getattr(module, step_name)
        with evaluation_context(module):
            return [step(batch, i) for i, batch in enumerate(loader())]

    def validate(self, module, loader):
        module.on_validation_epoch_end(self._eval_loop(module, loader, "validation_step"))

    def predict(self, module, loader):
        return self._eval_loop(module, loader, "predict_step")
