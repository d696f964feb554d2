from .factory import adversarial_loss


class TwoPlayerUpdate:
    def __init__(self, gen, disc, opts, *, smoothing=0.1):
        self.gen, self.disc = gen, disc
        self.opts = opts
        self.smoothing = smoothing

    def critic_phase(self, real, fake):
        loss = (adversarial_loss(self.disc(real), True, smoothing=self.smoothing)
                + adversarial_loss(self.disc(fake.detach()), False))
        self.opts["disc"].zero_grad()
        loss.backward()
        self.opts["disc"].step()
        return loss.item()

    def generator_phase(self, fake_scores):
        loss = adversarial_loss(fake_scores, True)
        self.opts["gen"].zero_grad()
        loss.backward()
        self.opts["gen"].step()
        return loss.item()

    def __call__(self, real, z):
        fake = self.gen(z)
        fake_scores = self.disc(fake)          # scored once, reused for the generator loss
        d_loss = self.critic_phase(real, fake)
        g_loss = self.generator_phase(fake_scores)
        return d_loss, g_loss
