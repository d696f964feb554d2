import torch.nn.functional as F

from base_trainer import BaseTrainer


class ProbeThenTune(BaseTrainer):
    def __init__(self, net, n_new_classes, tune_lr_mult=0.1, **kw):
        super().__init__(net, **kw)
        self.n_new_classes = n_new_classes
        self.tune_lr_mult = tune_lr_mult

    def setup(self):
        self.net.set_encoder_trainable(False)
        self.net.replace_head(self.n_new_classes)
        super().setup()

    def on_stage_start(self, stage):
        if stage == "tune":
            self.net.set_encoder_trainable(True)
            self.opt = self.configure_optimizers(lr=self.lr * self.tune_lr_mult)

    def train_step(self, batch):
        spec, label = batch
        self.opt.zero_grad()
        nll = F.cross_entropy(self.net(spec), label)
        nll.backward()
        self.opt.step()
        return nll.item()
