import random

import torch
import torch.nn.functional as F

from r18_strip_ocr_decoder.config import OCRConfig
from r18_strip_ocr_decoder.glyphs import VOCAB_SIZE, random_batch, to_text
from r18_strip_ocr_decoder.models import AttnDecoderRNN, StripEncoder
from r18_strip_ocr_decoder.optim_utils import apply_updates, make_optimizers


def train_batch(images, tgt, encoder, decoder, encoder_optimizer, decoder_optimizer, cfg):
    enc_out, hidden = encoder(images)
    use_tf = random.random() < cfg.teacher_forcing_ratio
    log_probs = decoder(enc_out, hidden, tgt.shape[1], target=tgt, teacher_forcing=use_tf)
    loss = F.nll_loss(log_probs.reshape(-1, VOCAB_SIZE), tgt.reshape(-1))
    loss.backward()
    apply_updates(encoder, decoder, encoder_optimizer, decoder_optimizer, cfg.clip)
    return loss.item()


@torch.no_grad()
def read_accuracy(encoder, decoder, cfg, generator, n_batches=4):
    encoder.eval(), decoder.eval()
    correct = total = 0
    for _ in range(n_batches):
        images, tgt = random_batch(cfg, generator)
        enc_out, hidden = encoder(images)
        pred = decoder(enc_out, hidden, tgt.shape[1]).argmax(-1)
        correct += (pred == tgt).all(dim=1).sum().item()
        total += len(tgt)
    encoder.train(), decoder.train()
    return correct / total, to_text(tgt[0]), to_text(pred[0])


def main(cfg=OCRConfig()):
    random.seed(cfg.seed)
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    encoder = StripEncoder(cfg.hidden_size)
    decoder = AttnDecoderRNN(cfg.hidden_size, VOCAB_SIZE)
    encoder_optimizer, decoder_optimizer = make_optimizers(encoder, decoder, cfg)

    running = 0.0
    for it in range(1, cfg.n_iters + 1):
        images, tgt = random_batch(cfg, gen)
        running += train_batch(images, tgt, encoder, decoder,
                               encoder_optimizer, decoder_optimizer, cfg)
        if it % cfg.print_every == 0:
            acc, truth, read = read_accuracy(encoder, decoder, cfg, gen)
            print(f"iter {it}: loss {running / cfg.print_every:.4f} "
                  f"exact-read acc {acc:.3f} | {truth} -> {read}")
            running = 0.0


if __name__ == "__main__":
    main()
