import torch

from .models import TrigramCNNTeacher, WordAveragingStudent
from .queries import QueryEncoder, make_queries
from .trainer import DistillTrainer, Trainer


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train_rows, names = make_queries(1500, seed=1)
    eval_rows, _ = make_queries(400, seed=2)
    encoder = QueryEncoder([q for q, _ in train_rows])

    teacher = TrigramCNNTeacher(encoder.n_buckets, len(names))
    Trainer(teacher, train_rows, eval_rows, encoder, epochs=3, tag="[teacher]").train()
    before = [p.detach().clone() for p in teacher.parameters()]

    student = WordAveragingStudent(encoder.n_words, len(names))
    distiller = DistillTrainer(student, train_rows, eval_rows, encoder, lr=2e-2, epochs=4, tag="[student]")
    distiller.attach_teacher(teacher, temperature=3.0).train()
    drift = max((p - b).abs().max().item() for p, b in zip(teacher.parameters(), before))
    with_grad = sum(p.grad is not None for p in teacher.parameters())
    print(f"teacher drift during distillation: {drift:.2e}, teacher tensors holding .grad: {with_grad}")
    return distiller


if __name__ == "__main__":
    main()
