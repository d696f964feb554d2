import torch


class Accelerator:
    def __init__(self, gradient_accumulation_steps=1):
        self.accum = gradient_accumulation_steps
        self.micro_step = 0

    def prepare(self, *objs):
        return objs

    @property
    def sync_gradients(self):
        return self.micro_step % self.accum == 0

    def backward(self, loss):
        (loss / self.accum).backward()
        self.micro_step += 1
