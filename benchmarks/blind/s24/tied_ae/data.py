import torch


def stripe_images(n, noise, size=8):
    """8x8 images made of one or two random horizontal or vertical bars."""
    images = torch.zeros(n, size, size)
    for k in range(n):
        for _ in range(int(torch.randint(1, 3, ()))):
            pos = int(torch.randint(0, size, ()))
            if torch.rand(()) < 0.5:
                images[k, pos, :] = 1.0
            else:
                images[k, :, pos] = 1.0
    noisy = (images + noise * torch.randn_like(images)).clamp(0.0, 1.0)
    return noisy.flatten(1), images.flatten(1)


def batches(inputs, targets, batch_size):
    order = torch.randperm(inputs.size(0))
    for start in range(0, inputs.size(0), batch_size):
        idx = order[start:start + batch_size]
        yield inputs[idx], targets[idx]
