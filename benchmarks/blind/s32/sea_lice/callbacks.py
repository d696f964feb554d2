import asyncio


class Callback:
    async def on_backward(self, name, trainer):
        pass

    async def on_epoch_end(self, epoch, trainer):
        pass


class GradientNorms(Callback):
    """GRU gradient norm after the forecast objective alone and after both objectives."""

    def __init__(self):
        self.norms = {}

    async def on_backward(self, name, trainer):
        total = sum(p.grad.pow(2).sum() for p in trainer.model.gru.parameters()
                    if p.grad is not None) ** 0.5
        self.norms.setdefault(name, []).append(float(total))
        await asyncio.sleep(0)

    async def on_epoch_end(self, epoch, trainer):
        means = {k: sum(v) / len(v) for k, v in self.norms.items()}
        trainer.log["gru_grad_norm"] = {k: round(v, 3) for k, v in means.items()}
        self.norms.clear()


class EpochPrinter(Callback):
    async def on_epoch_end(self, epoch, trainer):
        await asyncio.sleep(0)
        print(f"epoch {epoch}: {trainer.log}")
