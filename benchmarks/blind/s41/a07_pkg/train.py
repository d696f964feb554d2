import torch

from .headlines import HeadlineTokenizer, make_split
from .models import BagOfNgramsStudent, BiLSTMTeacher
from .trainer import DistillationTrainer, Trainer


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train_rows, labels = make_split(1000, seed=1)
    eval_rows, _ = make_split(300, seed=2)
    tokenizer = HeadlineTokenizer(r["text"] for r in train_rows)

    def collate(rows):
        return {"input_ids": torch.tensor(tokenizer([r["text"] for r in rows])),
                "labels": torch.tensor([r["label"] for r in rows])}

    teacher = BiLSTMTeacher(tokenizer.vocab_size, len(labels))
    Trainer(teacher, train_rows, eval_rows, collate, epochs=3, name="teacher").train()

    student = BagOfNgramsStudent(tokenizer.vocab_size, len(labels))
    distiller = DistillationTrainer(student, train_rows, eval_rows, collate, lr=1e-2, epochs=4, name="student",
                                    teacher=teacher.eval(), temperature=2.0)
    distiller.train()
    return distiller


if __name__ == "__main__":
    main()
