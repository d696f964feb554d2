class Callback:
    def on_train_start(self, loop):
        pass

    def on_critic_step_end(self, loop):
        pass

    def on_generator_step_end(self, loop):
        pass

    def on_train_end(self, loop):
        pass


class WeightClipper(Callback):
    """Lipschitz constraint of the original WGAN: clip every critic weight to [-c, c]."""

    def __init__(self, clip_value=0.01):
        self.clip_value = clip_value

    def on_critic_step_end(self, loop):
        for p in loop.critic.parameters():
            p.clamp_(-self.clip_value, self.clip_value)


class LossPrinter(Callback):
    def __init__(self, every):
        self.every = every

    def on_generator_step_end(self, loop):
        if loop.gen_steps % self.every == 0:
            print(f"gen step {loop.gen_steps}: critic={loop.last['critic']:.5f} gen={loop.last['gen']:.5f}")
