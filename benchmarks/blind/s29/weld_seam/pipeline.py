import asyncio

import torch

from weld_seam.traces import weld_batch


async def acquisition(queue, batches, batch_size, seed):
    rng = torch.Generator().manual_seed(seed)
    for _ in range(batches):
        await queue.put(weld_batch(batch_size, rng))
        await asyncio.sleep(0)
    await queue.put(None)


async def learner(queue, model, criterion, optimizer, log_every=100):
    step, log = 0, []
    while (batch := await queue.get()) is not None:
        x, label, depth = batch
        logits, depth_pred = model(x)
        loss, ce, mse = criterion(logits, depth_pred, label, depth)
        model.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        step += 1
        if step % log_every == 0:
            log.append((step, ce.item(), mse.item(), criterion.log_vars.tolist()))
    return log


async def run_epoch(model, criterion, optimizer, batches, batch_size, seed):
    queue = asyncio.Queue(maxsize=4)
    _, log = await asyncio.gather(
        acquisition(queue, batches, batch_size, seed),
        learner(queue, model, criterion, optimizer),
    )
    return log
