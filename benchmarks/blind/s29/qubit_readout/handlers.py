import torch

from .engine import Events


def make_update(model, loss_fn):
    def update(engine, batch):
        model.train()
        traces, states = batch
        loss = loss_fn(model(traces), states)
        loss.backward()
        return loss.item()
    return update


def _release_gradients(engine, optimizer):
    optimizer.zero_grad(set_to_none=True)


def _optimizer_step(engine, optimizer, params, max_norm):
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    optimizer.step()


def attach_housekeeping(trainer, optimizer, scheduler):
    trainer.add_event_handler(Events.ITERATION_COMPLETED, _release_gradients, optimizer)
    trainer.add_event_handler(Events.EPOCH_COMPLETED, lambda engine: scheduler.step())


def attach_optimizer(trainer, optimizer, params, max_norm=1.0):
    trainer.add_event_handler(Events.ITERATION_COMPLETED, _optimizer_step, optimizer, list(params), max_norm)


@torch.no_grad()
def assignment_fidelity(model, traces, states):
    model.eval()
    pred = model(traces).argmax(1)
    per_state = [(pred[states == k] == k).float().mean().item() for k in range(3)]
    return round(sum(per_state) / 3, 4), [round(p, 3) for p in per_state]
