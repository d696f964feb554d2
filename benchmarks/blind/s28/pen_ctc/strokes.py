import math

import torch

ALPHABET = "acelnost"
BLANK = 0  # CTC blank; letters are 1..len(ALPHABET)


def _letter_templates(generator):
    """Each letter is a short pen path: a list of (dx, dy) moves of 6-10 samples."""
    templates = {}
    for index, letter in enumerate(ALPHABET):
        steps = 6 + index % 5
        turn = 2 * math.pi * (index + 1) / (len(ALPHABET) + 1)
        angle = torch.linspace(0, turn * (1 + index % 3), steps) + torch.rand(1, generator=generator)
        radius = 0.6 + 0.15 * (index % 4)
        templates[letter] = torch.stack([radius * torch.cos(angle) + 0.3, radius * torch.sin(angle)], 1)
    return templates


def handwriting(count, min_len=2, max_len=5, seed=0):
    """Online handwriting: (dx, dy, pen_up) per sample for short words, with writer
    jitter, slant and a pen lift between some letters."""
    generator = torch.Generator().manual_seed(seed)
    templates = _letter_templates(torch.Generator().manual_seed(1234))
    inputs, targets = [], []
    for _ in range(count):
        length = int(torch.randint(min_len, max_len + 1, (1,), generator=generator))
        letters = torch.randint(0, len(ALPHABET), (length,), generator=generator)
        slant = 0.3 * torch.randn(1, generator=generator)
        parts = []
        for letter in letters.tolist():
            path = templates[ALPHABET[letter]].clone()
            path = path * (0.85 + 0.3 * torch.rand(1, generator=generator))
            path[:, 0] += slant * path[:, 1]
            path += 0.08 * torch.randn(path.shape, generator=generator)
            pen = torch.zeros(len(path), 1)
            if torch.rand(1, generator=generator) < 0.5:
                pen[-1] = 1.0
            parts.append(torch.cat([path, pen], 1))
        inputs.append(torch.cat(parts))
        targets.append(letters + 1)
    return inputs, targets


def collate(inputs, targets):
    lengths = torch.tensor([len(x) for x in inputs])
    padded = torch.nn.utils.rnn.pad_sequence(inputs, batch_first=True)
    target_lengths = torch.tensor([len(t) for t in targets])
    return padded, lengths, torch.cat(targets), target_lengths


def batches(inputs, targets, size, generator):
    order = torch.randperm(len(inputs), generator=generator).tolist()
    for start in range(0, len(order), size):
        rows = order[start:start + size]
        yield collate([inputs[i] for i in rows], [targets[i] for i in rows])
