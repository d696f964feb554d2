class AlternatingTrainer:
    def __init__(self, gan, optimizers):
        self.gan = gan
        self.opt_g = optimizers["gen"]
        self.opt_d = optimizers["disc"]

    def train_step(self, real):
        losses = self.gan.compute_losses(real)

        self.opt_d.zero_grad()
        losses["disc"].backward()
        self.opt_d.step()

        self.opt_g.zero_grad()
        losses["gen"].backward()
        self.opt_g.step()
        return {k: v.item() for k, v in losses.items()}

    def train_epoch(self, batches):
        hist = {"disc": 0.0, "gen": 0.0}
        for real in batches:
            for k, v in self.train_step(real).items():
                hist[k] += v
        return {k: v / len(batches) for k, v in hist.items()}
