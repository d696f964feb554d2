from torch.nn.utils import clip_grad_norm_


def apply_update(optimizer, model, max_norm):
    clip_grad_norm_(model.parameters(), max_norm)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
