import torch
import torch.nn.functional as F

from .events import batches


def negative_patches(n_patches, size, generator):
    return torch.randint(0, n_patches, (size,), generator=generator)


def train_one_pass(model, stream, opt, batch_size, n_patches, generator, margin=0.5):
    model.train()
    model.memory.reset()
    losses = []
    for batch in batches(stream, batch_size):
        opt.zero_grad()
        model.memory.flush()
        now = batch["t"]
        pos = model.score(batch["hive"], batch["patch"], now)
        neg = model.score(batch["hive"], negative_patches(n_patches, len(now), generator), now)
        loss = F.relu(margin - pos + neg).mean()
        loss.backward()
        opt.step()
        nodes, msgs, times = model.messages(batch["hive"], batch["patch"], batch["pollen"], now)
        model.memory.stash(nodes, msgs, times)
        losses.append(loss.item())
    return sum(losses) / len(losses)
