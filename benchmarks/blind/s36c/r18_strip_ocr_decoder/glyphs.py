import torch

SOS_token, EOS_token = 10, 11
VOCAB_SIZE = 12
GLYPH_H, GLYPH_W = 5, 4

# fixed 5x4 bitmaps for the ten digits (the "font" of the meter display)
_font_gen = torch.Generator().manual_seed(1234)
FONT = (torch.rand(10, GLYPH_H, GLYPH_W, generator=_font_gen) < 0.5).float()


def render(digits, width, noise, generator):
    """Draw one strip: glyphs left to right with 1-2 px gaps, plus sensor noise."""
    img = torch.zeros(GLYPH_H + 2, width)
    x = int(torch.randint(0, 2, (1,), generator=generator))
    for d in digits:
        img[1:1 + GLYPH_H, x:x + GLYPH_W] = FONT[d]
        x += GLYPH_W + 1 + int(torch.randint(0, 2, (1,), generator=generator))
    return img + noise * torch.randn(img.shape, generator=generator)


def random_batch(cfg, generator):
    """Meter-reading strips and their digit strings; every batch shares one length."""
    n = int(torch.randint(cfg.min_digits, cfg.max_digits + 1, (1,), generator=generator))
    digits = torch.randint(0, 10, (cfg.batch_size, n), generator=generator)
    images = torch.stack([render(row.tolist(), cfg.strip_width, cfg.noise, generator)
                          for row in digits])
    eos = torch.full((cfg.batch_size, 1), EOS_token)
    return images.unsqueeze(1), torch.cat([digits, eos], 1)


def to_text(ids):
    out = []
    for i in ids.tolist():
        if i == EOS_token:
            break
        out.append(str(i) if i < 10 else "?")
    return "".join(out)
