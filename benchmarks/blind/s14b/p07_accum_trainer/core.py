import torch


class TrainerBase:
    def __init__(self, model, optimizer, accum_steps=1, max_grad_norm=None):
        self.model = model
        self.optimizer = optimizer
        self.accum_steps = accum_steps
        self.max_grad_norm = max_grad_norm
        self.updates = 0

    def compute_loss(self, batch):
        raise NotImplementedError

    def optimizer_step(self):
        if self.max_grad_norm is not None:
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.max_grad_norm)
        self.optimizer.step()
        self.reset_grads()
        self.updates += 1

    def reset_grads(self):
        self.optimizer.zero_grad(set_to_none=True)
