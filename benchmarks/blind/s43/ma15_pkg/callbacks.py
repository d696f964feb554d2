from .optim_tools import attach_head


class HeadManager:
    """Creates the head of each new voyage and freezes the heads of finished voyages."""

    def __init__(self, head_lr):
        self.head_lr = head_lr

    def on_task_start(self, learner, voyage, n_events):
        for old in learner.net.heads.values():
            old.requires_grad_(False)
        head = learner.net.add_head(voyage, n_events)
        attach_head(learner.opt, head, self.head_lr)

    def on_task_end(self, learner, voyage):
        learner.anchor = {n: p.detach().clone() for n, p in learner.net.trunk.named_parameters()}
